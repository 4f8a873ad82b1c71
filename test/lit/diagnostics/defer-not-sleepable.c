// Proves: a bpf_coro_defer() in a coroutine that a program which cannot
// sleep starts (or resumes) is an error at the defer: that program verifies
// the arming, and the kernel lets only a sleepable program set a bpf_wq's
// callback (6.18 refuses bpf_wq_set_callback_impl with "sleepable callback
// in a program that is not sleepable"); a note names the start.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(later));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int later(int n)
{
	bpf_coro_defer(&frames); // expected-error {{bpf_coro_defer() in 'later' arms a bpf_wq, whose callback only a sleepable program may set, but program 'run' (SEC("xdp")) starts 'later' and cannot sleep; start and resume it only from sleepable programs (SEC("syscall"), SEC("fentry.s/..."), SEC("lsm.s/..."), ...)}}
	// CHECK: defer-not-sleepable.c:[[@LINE-1]]:2: error: bpf_coro_defer() in 'later' arms a bpf_wq, whose callback only a sleepable program may set, but program 'run' (SEC("xdp")) starts 'later'
	return n + 1;
}

SEC("xdp") int run(struct xdp_md *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (f)
		bpf_coro_start(f, later(2), &out); // expected-warning {{'later' is started here}}
	return XDP_PASS;
}
