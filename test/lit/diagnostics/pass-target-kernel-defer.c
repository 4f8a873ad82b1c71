// Proves: with -bpf-coro-target-kernel=6.6, a bpf_coro_defer() (a bpf_wq,
// 6.10) is an error at the defer naming the release and what to write
// instead; 6.10 accepts the same code.
// RUN: %clang_verify -mllvm -bpf-coro-target-kernel=6.6 %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target-kernel=6.6 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: %clang_bpf -mllvm -bpf-coro-target-kernel=6.10 -c %s -o /dev/null
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
	bpf_coro_defer(&frames); // expected-error {{'__bpf_coro' function 'later' uses bpf_coro_defer() (bpf_wq, since Linux 6.10), which the target kernel 6.6 (-bpf-coro-target-kernel) lacks: call what may sleep from a sleepable program that starts or resumes the coroutine, or let a timer resume it with bpf_coro_sleep(&map, ns), or raise the target kernel}}
	// CHECK: pass-target-kernel-defer.c:[[@LINE-1]]:2: error: '__bpf_coro' function 'later' uses bpf_coro_defer() (bpf_wq, since Linux 6.10)
	return n + 1;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, later(2), &out) : 0;
}
