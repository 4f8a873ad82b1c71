// SPDX-License-Identifier: GPL-2.0
/*
 * userret.bpf.c - coroutines the kernel resumes right before the task that
 * suspended them returns to user space, with bpf_coro_user_return(), driven
 * by await_test.c: a SEC("syscall") program (sleepable, run by
 * BPF_PROG_TEST_RUN) starts them, and the frame's bpf_task_work continues
 * them on the caller's way out of the bpf() system call, in the caller's
 * thread, where they read its user memory and its user stack.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "userret.h"

char LICENSE[] SEC("license") = "GPL";

struct userret_counts ucounts;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(where));
	__uint(max_entries, 4);
} where_frames SEC(".maps");

/*
 * Notes the thread, waits for the return to user space, and there notes the
 * thread again, reads n (at most 64) bytes of the caller's memory at uptr
 * and takes its user stack; returns the sum of the bytes.
 */
__bpf_coro static long where(int key, int n, unsigned long long uptr)
{
	unsigned char buf[64];
	__u64 ips[16];
	long sum = 0, len;

	ucounts.tid_before[key & 3] = (__u32)bpf_get_current_pid_tgid();
	bpf_coro_user_return(&where_frames);
	ucounts.tid_after[key & 3] = (__u32)bpf_get_current_pid_tgid();
	len = bpf_get_task_stack(bpf_get_current_task_btf(), ips, sizeof(ips),
				 BPF_F_USER_STACK);
	ucounts.ustack[key & 3] = len;
	if (n > 64)
		n = 64;
	if (n < 1)
		n = 1;
	if (bpf_copy_from_user(buf, n, (const void *)uptr))
		return -14;
	for (int i = 0; i < 64; i++)
		if (i < n)
			sum += buf[i];
	ucounts.copied[key & 3] = sum;
	return sum;
}

/* The same in a hash map: deleting the element cancels the task work. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(hret));
	__uint(max_entries, 4);
} hret_frames SEC(".maps");

__bpf_coro static int hret(int n)
{
	bpf_coro_user_return(&hret_frames);
	__sync_fetch_and_add(&ucounts.hruns, 1);
	return n;
}

/*
 * n rounds of: wait for the return to user space, count, yield to the
 * program that resumes it next: the one bpf_task_work scheduled again and
 * again.
 */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(loop));
	__uint(max_entries, 1);
} loop_frames SEC(".maps");

__bpf_coro static int loop(int n)
{
	int i;

	for (i = 0; i < n && i < 100000; i++) {
		bpf_coro_user_return(&loop_frames);
		__sync_fetch_and_add(&ucounts.loops, 1);
		bpf_coro_yield(i);
	}
	return i;
}

#define DRIVER(prog, map, fn, start_call)				\
SEC("syscall")								\
int prog(struct userret_args *a)					\
{									\
	__u32 key = a->key;						\
	long out = 0;							\
	void *f = bpf_map_lookup_elem(&map, &key);			\
	int op = a->op, st;						\
									\
	if (!f) {							\
		a->no_frame = 1;					\
		return 0;						\
	}								\
	if (op == UR_RESUME || op == UR_RESUME_TWICE)			\
		st = bpf_coro_resume(fn, f, a->in, &out);		\
	else								\
		st = bpf_coro_start(f, start_call, &out);		\
	a->status = st;							\
	a->out = out;							\
	a->index = bpf_coro_index(f);					\
	if (op == UR_START_DESTROY || op == UR_START_DESTROY_START) {	\
		a->status2 = bpf_coro_destroy(fn, f);			\
		a->index2 = bpf_coro_index(f);				\
	} else if (op == UR_RESUME_TWICE) {				\
		a->status2 = bpf_coro_resume(fn, f, a->in, &out);	\
		a->index2 = bpf_coro_index(f);				\
	} else if (op == UR_START_DELETE) {				\
		a->status2 = bpf_map_delete_elem(&map, &key);		\
	}								\
	if (op == UR_START_DESTROY_START) {				\
		a->status3 = bpf_coro_start(f, start_call, &out);	\
		a->out = out;						\
		a->index2 = bpf_coro_index(f);				\
	}								\
	return 0;							\
}

DRIVER(drive_where, where_frames, where, where(a->key, a->n, a->uptr))
DRIVER(drive_hret, hret_frames, hret, hret(a->n))
DRIVER(drive_loop, loop_frames, loop, loop(a->n))
