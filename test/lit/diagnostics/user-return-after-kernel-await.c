// Proves: a bpf_coro_user_return() that the code after a bpf_coro_sleep()
// or a bpf_coro_defer() reaches is an error at its line, naming the await:
// the timer's continuation runs in softirq context, in whatever task it
// interrupted, and cannot schedule a task work; the work item's runs in a
// kworker, which never returns to user space.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(after));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int after(int n)
{
	bpf_coro_sleep(&frames, 1000);
	bpf_coro_user_return(&frames); // expected-error {{bpf_coro_user_return() in 'after' can run after the bpf_coro_sleep() at line 21, whose continuation runs in softirq context (a timer), in whatever task it interrupted, where no task work can be scheduled; suspend with bpf_coro_yield() before it and resume 'after' from a sleepable program in the task (or end the coroutine and start it again there)}}
	// CHECK: user-return-after-kernel-await.c:[[@LINE-1]]:2: error: bpf_coro_user_return() in 'after' can run after the bpf_coro_sleep() at line 21
	bpf_coro_defer(&frames);
	bpf_coro_user_return(&frames); // expected-error {{bpf_coro_user_return() in 'after' can run after the bpf_coro_defer() at line 24, whose continuation runs in a kworker, a kernel thread that never returns to user space; suspend with bpf_coro_yield() before it and resume 'after' from a sleepable program in the task (or end the coroutine and start it again there)}}
	// CHECK: user-return-after-kernel-await.c:[[@LINE-1]]:2: error: bpf_coro_user_return() in 'after' can run after the bpf_coro_defer() at line 24
	return n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, after(3), &out) : 0;
}
