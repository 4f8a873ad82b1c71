// Proves: a bpf_coro_user_return() that the code after another one reaches
// with no bpf_coro_yield() between is an error at its line, naming the
// first: that code runs in the frame's bpf_task_work, which the kernel does
// not schedule again while it runs (-EBUSY), so the frame would be parked
// for good. Also through a loop's back edge; once per await.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(twice));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int twice(int n)
{
	bpf_coro_user_return(&frames);
	for (int i = 0; i < n && i < 8; i++)
		bpf_coro_user_return(&frames); // expected-error {{bpf_coro_user_return() in 'twice' can run after the bpf_coro_user_return() at line 21, whose continuation runs in the frame's bpf_task_work, which the kernel does not schedule again while it runs; suspend with bpf_coro_yield() before it and resume 'twice' from a sleepable program in the task (or end the coroutine and start it again there)}}
	// CHECK: user-return-twice.c:[[@LINE-1]]:3: error: bpf_coro_user_return() in 'twice' can run after the bpf_coro_user_return() at line 21
	return n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, twice(3), &out) : 0;
}
