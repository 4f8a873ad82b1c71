// Proves: a '__bpf_coro_percpu' coroutine that awaits the kernel is an
// error at the function: the kernel resumes it from a timer, outside the
// XDP programs that may run it without the claim.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(nap));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro __bpf_coro_percpu static int nap(void) // expected-error {{'__bpf_coro_percpu' function 'nap' awaits the kernel (bpf_coro_sleep, bpf_coro_defer or bpf_coro_user_return), which resumes it from a timer, workqueue or task work, outside the XDP programs that may run it without the claim; drop '__bpf_coro_percpu'}}
// CHECK: pass-percpu-await.c:[[@LINE-1]]:1: error: '__bpf_coro_percpu' function 'nap' awaits the kernel
{
	return bpf_coro_sleep(&frames, 1000);
}

SEC("xdp") int run(struct xdp_md *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, nap(), &out) : 0;
}

char LICENSE[] SEC("license") = "GPL";
