// Proves: sizeof, _Alignof and typeof may name a coroutine or bpf_coro_yield() (they evaluate nothing),
// as may _Generic's controlling expression and unselected associations and
// __builtin_choose_expr's unchosen operand (which used to be refused as a
// yield outside a coroutine).
// RUN: %clang_verify %s
// RUN: %clang_bpf -fsyntax-only -Werror %s
#include <bpf_coro.h>
// expected-no-diagnostics

__bpf_coro static int tick(int n)
{
	__typeof__(tick(1)) k = sizeof(tick(1));

	return k + bpf_coro_yield(n);
}

static int result_size(void)
{
	return sizeof(bpf_coro_yield(0)) + _Alignof(__typeof__(tick(0))) +
	       _Generic(bpf_coro_yield(0), long: 1, default: 2) +
	       _Generic(0, int: 3, long: bpf_coro_yield(0)) +
	       __builtin_choose_expr(0, bpf_coro_yield(0), 4);
}

static char frame[64];

int prog(void)
{
	long v;

	return result_size() + bpf_coro_start(frame, tick(1), &v);
}
