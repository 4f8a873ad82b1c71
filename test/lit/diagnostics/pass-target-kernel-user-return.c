// Proves: with -bpf-coro-target-kernel=6.12, a bpf_coro_user_return() (a
// bpf_task_work, 6.18) is an error at the await naming the release and what
// to write instead; 6.18 accepts the same code.
// RUN: %clang_verify -mllvm -bpf-coro-target-kernel=6.12 %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target-kernel=6.12 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: %clang_bpf -mllvm -bpf-coro-target-kernel=6.18 -c %s -o /dev/null
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
	bpf_coro_user_return(&frames); // expected-error {{'__bpf_coro' function 'later' uses bpf_coro_user_return() (bpf_task_work, since Linux 6.18), which the target kernel 6.12 (-bpf-coro-target-kernel) lacks: suspend with bpf_coro_yield() and resume the coroutine from a program that runs in the task on its way back (a sys_exit tracepoint), or raise the target kernel}}
	// CHECK: pass-target-kernel-user-return.c:[[@LINE-1]]:2: error: '__bpf_coro' function 'later' uses bpf_coro_user_return() (bpf_task_work, since Linux 6.18)
	return n + 1;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, later(2), &out) : 0;
}
