// SPDX-License-Identifier: GPL-2.0
/*
 * defer.bpf.c - coroutines the kernel resumes in process context with
 * bpf_coro_defer(), driven by defer_test.c: a SEC("syscall") program starts
 * them, the frame's bpf_wq continues them in a kworker, where they read a
 * user buffer with bpf_copy_from_user(); the results reach user space
 * through the frame (__coro_status, __coro_out) and .bss counters.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "defer.h"

char LICENSE[] SEC("license") = "GPL";

struct defer_counts dcounts;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(copy));
	__uint(max_entries, 4);
} copy_frames SEC(".maps");

/* A definition, not a declaration: libbpf matches a kfunc's pointer types by kind. */
struct task_struct {
	int pid;
};
extern struct task_struct *bpf_task_from_pid(int pid) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;

/*
 * Defers, then reads n (at most 64) bytes of user memory at uptr, of the
 * process that started it, and returns their sum. The work item runs in a
 * kworker, a kernel thread with no user memory of its own:
 * bpf_copy_from_user() there reads nothing that can be relied on (6.18
 * returns -EPERM for a kernel thread, 6.12 reads whatever address space the
 * kworker borrowed last; recorded in copy_err), and
 * bpf_copy_from_user_task() with the starter's task, found again by its
 * pid, reads the buffer.
 */
__bpf_coro static long copy(int key, int n, unsigned long long uptr)
{
	int pid = bpf_get_current_pid_tgid() >> 32;
	unsigned char buf[64];
	struct task_struct *t;
	long sum = 0;
	long err;

	bpf_coro_defer(&copy_frames);
	__sync_fetch_and_add(&dcounts.after[key & 3], 1);
	if (n > 64)
		n = 64;
	if (n < 1)
		n = 1;
	dcounts.copy_err[key & 3] =
		bpf_copy_from_user(buf, n, (const void *)uptr);
	t = bpf_task_from_pid(pid);
	if (!t)
		return -3;
	err = bpf_copy_from_user_task(buf, n, (const void *)uptr, t, 0);
	bpf_task_release(t);
	if (err)
		return err;
	for (int i = 0; i < 64; i++)
		if (i < n)
			sum += buf[i];
	dcounts.copied[key & 3] = sum;
	return sum;
}

/* The same in a hash map: deleting the element cancels the work item. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(hcopy));
	__uint(max_entries, 4);
} hcopy_frames SEC(".maps");

__bpf_coro static int hcopy(int n)
{
	bpf_coro_defer(&hcopy_frames);
	__sync_fetch_and_add(&dcounts.hruns, 1);
	return n;
}

/* n defers in a loop, each continued by the work item. */
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
		bpf_coro_defer(&loop_frames);
		__sync_fetch_and_add(&dcounts.loops, 1);
	}
	return i;
}

/*
 * A yield (a program continues it) then a defer (only the work item does):
 * the program resume of the frame parked at the defer gets BUSY.
 */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(mixed));
	__uint(max_entries, 1);
} mixed_frames SEC(".maps");

__bpf_coro static long mixed(int n, unsigned long long uptr)
{
	long v = bpf_coro_yield(1);
	unsigned int x = 0;

	int pid = bpf_get_current_pid_tgid() >> 32;
	struct task_struct *t;

	__sync_fetch_and_add(&dcounts.yields, 1);
	bpf_coro_defer(&mixed_frames);
	t = bpf_task_from_pid(pid);
	if (!t)
		return -3;
	if (bpf_copy_from_user_task(&x, sizeof(x), (const void *)uptr, t, 0))
		x = 1000;
	bpf_task_release(t);
	return v + x + n;
}

#define DRIVER(prog, map, fn, start_call)				\
SEC("syscall")								\
int prog(struct defer_args *a)						\
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
	if (op == DEFER_START || op == DEFER_START_DESTROY ||		\
	    op == DEFER_START_DELETE)					\
		st = bpf_coro_start(f, start_call, &out);		\
	else if (op == DEFER_RESUME || op == DEFER_RESUME_TWICE)	\
		st = bpf_coro_resume(fn, f, a->in, &out);		\
	else								\
		st = bpf_coro_destroy(fn, f);				\
	a->status = st;							\
	a->out = out;							\
	a->index = bpf_coro_index(f);					\
	if (op == DEFER_START_DESTROY) {				\
		a->status2 = bpf_coro_destroy(fn, f);			\
		a->index2 = bpf_coro_index(f);				\
	} else if (op == DEFER_RESUME_TWICE) {				\
		a->status2 = bpf_coro_resume(fn, f, a->in, &out);	\
		a->index2 = bpf_coro_index(f);				\
	} else if (op == DEFER_START_DELETE) {				\
		a->status2 = bpf_map_delete_elem(&map, &key);		\
	}								\
	return 0;							\
}

DRIVER(drive_copy, copy_frames, copy, copy(a->key, a->n, a->uptr))
DRIVER(drive_hcopy, hcopy_frames, hcopy, hcopy(a->n))
DRIVER(drive_loop, loop_frames, loop, loop(a->n))
DRIVER(drive_mixed, mixed_frames, mixed, mixed(a->n, a->uptr))
