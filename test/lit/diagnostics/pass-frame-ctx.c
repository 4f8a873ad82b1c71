// Proves: a frame that is the program's context, or memory in it, is an
// error at the call, also when the context goes through a static function.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

struct args { long in; long space[8]; };

SEC("syscall") int run(void *ctx)
{
	long out;
	return bpf_coro_start(ctx, sum(3), &out); // expected-error {{frame of 'sum' is the context of program 'run' (or memory in it): the kernel passes a new context to every run and the program cannot keep state in it; keep the frame in a map value: pass bpf_map_lookup_elem(&map, &key), checked for NULL, of a map declared with __type(value, BPF_CORO_FRAME(sum)) (or a task, sk or inode storage value)}}
	// CHECK: pass-frame-ctx.c:[[@LINE-1]]:9: error: frame of 'sum' is the context of program 'run'
}

SEC("syscall") int inside(struct args *a)
{
	long out;
	return bpf_coro_resume(sum, a->space, a->in, &out); // expected-error {{frame of 'sum' is the context of program 'inside' (or memory in it)}}
	// CHECK: pass-frame-ctx.c:[[@LINE-1]]:9: error: frame of 'sum' is the context of program 'inside'
}

static __attribute__((noinline)) int drop(void *f) { return bpf_coro_destroy(sum, f); } // expected-error {{frame of 'sum' is the context of program 'xdp_drop'}}
// CHECK: pass-frame-ctx.c:[[@LINE-1]]:61: error: frame of 'sum' is the context of program 'xdp_drop'

SEC("xdp") int xdp_drop(struct xdp_md *ctx)
{
	return drop(ctx) ? XDP_DROP : XDP_PASS;
}
