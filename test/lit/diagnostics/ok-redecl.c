// Proves: the attribute may sit on a prototype, on the definition, on both, or trail the declarator, and a coroutine may be started before the declaration that marks it.
// RUN: %clang_verify %s
// RUN: %clang_bpf -fsyntax-only -Werror %s
#include <bpf_coro.h>
// expected-no-diagnostics

static int marked_later(int n);
static char frame[64];

int early(void)
{
	long v;

	return bpf_coro_start(frame, marked_later(1), &v);
}

__bpf_coro static int marked_later(int n) { return bpf_coro_yield(n); }

__bpf_coro static int proto_only(int n);
static int proto_only(int n) { return bpf_coro_yield(n); }

__bpf_coro static int both(int n);
__bpf_coro static int both(int n) { return bpf_coro_yield(n); }

static int trailing(int n) __bpf_coro;
static int trailing(int n) { return bpf_coro_yield(n); }

static int proto_static(int n);
__bpf_coro int proto_static(int n) { return bpf_coro_yield(n); }

int prog(void)
{
	long v;

	return bpf_coro_start(frame, proto_only(1), &v) +
	       bpf_coro_start(frame, both(2), &v) +
	       bpf_coro_start(frame, trailing(3), &v) +
	       bpf_coro_start(frame, proto_static(4), &v);
}
