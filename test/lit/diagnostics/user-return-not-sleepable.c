// Proves: a bpf_coro_user_return() in a coroutine that a program which
// cannot sleep resumes (or starts) is an error at the await: that program
// verifies the scheduling, and the kernel lets only a sleepable program
// schedule a bpf_task_work (6.18 refuses it from raw_tp, tp_btf and
// perf_event programs with "sleepable callback in a program that is not
// sleepable"); a note names the resume.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(later));
	__uint(max_entries, 64);
} frames SEC(".maps");

__bpf_coro static int later(int n)
{
	bpf_coro_yield(0);
	bpf_coro_user_return(&frames); // expected-error {{bpf_coro_user_return() in 'later' schedules a bpf_task_work, which only a sleepable program may schedule, but program 'enter' (SEC("raw_tp/sys_enter")) resumes 'later' and cannot sleep; start and resume it only from sleepable programs (SEC("syscall"), SEC("uprobe.s"), SEC("fentry.s/..."), ...)}}
	// CHECK: user-return-not-sleepable.c:[[@LINE-1]]:2: error: bpf_coro_user_return() in 'later' schedules a bpf_task_work, which only a sleepable program may schedule, but program 'enter' (SEC("raw_tp/sys_enter")) resumes 'later'
	return n + 1;
}

SEC("syscall") int start(void *ctx)
{
	__u32 key = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &key);

	return f ? bpf_coro_start(f, later(2), &out) : 0;
}

SEC("raw_tp/sys_enter") int enter(void *ctx)
{
	__u32 key = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &key);

	if (f)
		bpf_coro_resume(later, f, 0, &out); // expected-warning {{'later' is resumed here}}
	return 0;
}
