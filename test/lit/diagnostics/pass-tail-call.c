// Proves: bpf_tail_call() in a coroutine, directly, through
// bpf_tail_call_static() or in a function the coroutine calls, is an error
// at the call in the coroutine: a tail call that succeeds never returns, so
// the frame would stay running (claimed) for ever.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} progs SEC(".maps");

__bpf_coro static int direct(void *ctx)
{
	bpf_coro_yield(1);
	bpf_tail_call(ctx, &progs, 0); // expected-error {{bpf_tail_call() in '__bpf_coro' function 'direct': a tail call that succeeds never returns to the coroutine, so its frame would stay running and every later start, resume or destroy would get BPF_CORO_BUSY; yield, and tail-call from the program once bpf_coro_resume() has returned}}
	// CHECK: pass-tail-call.c:[[@LINE-1]]:2: error: bpf_tail_call() in '__bpf_coro' function 'direct': a tail call that succeeds never returns to the coroutine
	return 0;
}

__bpf_coro static int via_static(void *ctx)
{
	bpf_coro_yield(1);
	bpf_tail_call_static(ctx, &progs, 0); // expected-error-re {{bpf_tail_call() in 'bpf_tail_call_static' (bpf_helpers.h:{{[0-9]+}}), which '__bpf_coro' function 'via_static' calls here: a tail call}}
	// CHECK: pass-tail-call.c:[[@LINE-1]]:2: error: bpf_tail_call() in 'bpf_tail_call_static' (bpf_helpers.h:{{[0-9]+}}), which '__bpf_coro' function 'via_static' calls here
	return 0;
}

static __attribute__((noinline)) int jump(void *ctx)
{
	bpf_tail_call(ctx, &progs, 0);
	return 0;
}

__bpf_coro static int via_helper(void *ctx)
{
	bpf_coro_yield(1);
	return jump(ctx); // expected-error {{bpf_tail_call() in 'jump' (pass-tail-call.c:36), which '__bpf_coro' function 'via_helper' calls here: a tail call}}
	// CHECK: pass-tail-call.c:[[@LINE-1]]:9: error: bpf_tail_call() in 'jump' (pass-tail-call.c:36), which '__bpf_coro' function 'via_helper' calls here
}

int a(void *f, long *out) { return bpf_coro_start(f, direct(f), out); }
int b(void *f, long *out) { return bpf_coro_start(f, via_static(f), out); }
int c(void *f, long *out) { return bpf_coro_start(f, via_helper(f), out); }
