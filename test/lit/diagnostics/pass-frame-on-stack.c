// Proves: a frame in a stack array, passed directly or through a pointer
// variable, is an error at the call: the stack is gone when the program
// returns, so the coroutine would start over at every run.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// With start and resume inlined into their callers the calls are checked before they disappear.
// RUN: not %clang_bpf -mllvm -bpf-coro-inline -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

SEC("syscall") int run(void *ctx)
{
	char buf[64];
	long out;
	int st = bpf_coro_start(buf, sum(3), &out); // expected-error {{frame of 'sum' is the stack variable 'buf' of 'run': the stack is gone when the program returns, and the coroutine's state with it, so every run would start over; keep the frame in a map value: pass bpf_map_lookup_elem(&map, &key), checked for NULL, of a map declared with __type(value, BPF_CORO_FRAME(sum)) (or a task, sk or inode storage value)}}
	// CHECK: pass-frame-on-stack.c:[[@LINE-1]]:11: error: frame of 'sum' is the stack variable 'buf' of 'run'
	return st;
}

SEC("syscall") int again(void *ctx)
{
	char buf[64];
	void *f = buf;
	long out;
	return bpf_coro_resume(sum, f, 1, &out); // expected-error {{frame of 'sum' is the stack variable 'buf' of 'again': the stack is gone}}
	// CHECK: pass-frame-on-stack.c:[[@LINE-1]]:9: error: frame of 'sum' is the stack variable 'buf' of 'again'
}

// Through a static function: the frame is still the caller's stack.
static __attribute__((noinline)) int drop(void *f) { return bpf_coro_destroy(sum, f); } // expected-error {{frame of 'sum' is the stack variable 'frame' of 'reset'}}
// CHECK: pass-frame-on-stack.c:[[@LINE-1]]:61: error: frame of 'sum' is the stack variable 'frame' of 'reset'

SEC("syscall") int reset(void *ctx)
{
	struct { long words[8]; } frame = {};
	return drop(&frame);
}
