// SPDX-License-Identifier: GPL-2.0
/*
 * stacktrace.bpf.c - one stack trace in two halves, written as ONE function.
 *
 * When a traced thread enters a marked syscall, trace_syscall() takes the
 * kernel stack, suspends, and is resumed by the same thread's sys_exit,
 * right before it returns to user space, where it takes the user stack and
 * emits both halves as one ring buffer record. Between the two, its kernel
 * stack (and the syscall number and argument) wait in the thread's task
 * storage, in the coroutine's frame.
 *
 * Compare stacktrace_handsplit.bpf.c: the same job, split by hand.
 *
 * Build (the CMake function bpfcoro_add_bpf_object does this):
 *	clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=BPFCoroClang.so \
 *	    -fpass-plugin=BPFCoroPasses.so -I<bpfcoro>/runtime -c stacktrace.bpf.c
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include "bpf_coro.h"
#include "stacktrace.h"

char LICENSE[] SEC("license") = "GPL";

/*
 * The two registers read from the syscall's saved user registers (x86-64
 * names). preserve_access_index makes libbpf relocate the offsets against
 * the running kernel's struct pt_regs, so no vmlinux.h is needed.
 */
struct pt_regs {
	unsigned long di;	/* first syscall argument */
	unsigned long orig_ax;	/* syscall number         */
} __attribute__((preserve_access_index));

/* What to trace (struct st_config, key 0); user space fills it in. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct st_config);
	__uint(max_entries, 1);
} config SEC(".maps");

/* The traced threads: tid -> anything. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, __u8);
	__uint(max_entries, 64);
} targets SEC(".maps");

/* One struct st_record per traced syscall. */
struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 256 * 1024);
} records SEC(".maps");

/* struct st_stats, key 0. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct st_stats);
	__uint(max_entries, 1);
} stats SEC(".maps");

/*
 * The frames: one per thread, in task storage. bpf_task_storage_get(...,
 * BPF_LOCAL_STORAGE_GET_F_CREATE) hands out a zero-filled value, which is a
 * valid not-started coroutine, and the kernel frees it when the thread
 * exits, even in the middle of a syscall.
 */
struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, BPF_CORO_FRAME(trace_syscall));
} frames SEC(".maps");

static void count(__u64 *counter)
{
	__sync_fetch_and_add(counter, 1);
}

/*
 * One traced syscall, from entry to exit. Started by sys_enter with its
 * context; the bpf_coro_yield() returns the context of the sys_exit that
 * resumes it. Returns 0 once the record is out, -1 if the ring buffer was
 * full.
 */
__bpf_coro static int trace_syscall(struct bpf_raw_tracepoint_args *ctx,
				    long nr, __u64 arg)
{
	/*
	 * Its address only goes to helpers and a memcpy, so it lives in the
	 * frame (ST_KSTACK_DEPTH * 8 bytes): no stack, no copy at suspension.
	 */
	__u64 kips[ST_KSTACK_DEPTH];
	struct st_record *rec;
	struct pt_regs *regs;
	long klen, ulen;
	__u64 id;

	/* At syscall entry: the kernel half. */
	klen = bpf_get_stack(ctx, kips, sizeof(kips), 0);

	/*
	 * Suspend. This run of sys_enter ends here; the thread's sys_exit
	 * resumes us with its own context. (A pointer cannot be kept across
	 * a suspension: the old ctx is dead, the new one comes in.)
	 */
	ctx = (struct bpf_raw_tracepoint_args *)bpf_coro_yield(0);

	/* Right before the return to user space: the user half, and out. */
	rec = bpf_ringbuf_reserve(&records, sizeof(*rec), 0);
	if (!rec)
		return -1;
	id = bpf_get_current_pid_tgid();
	rec->tid = (__u32)id;
	rec->pid = id >> 32;
	rec->nr = nr;
	rec->arg = arg;
	regs = (struct pt_regs *)ctx->args[0];
	rec->exit_nr = BPF_CORE_READ(regs, orig_ax);
	rec->ret = ctx->args[1];
	__builtin_memcpy(rec->kips, kips, sizeof(kips));
	rec->kcount = klen > 0 ? klen / 8 : 0;
	ulen = bpf_get_stack(ctx, rec->uips, sizeof(rec->uips),
			     BPF_F_USER_STACK);
	rec->ucount = ulen > 0 ? ulen / 8 : 0;
	bpf_ringbuf_submit(rec, 0);
	return 0;
}

/* Entry of every syscall: start trace_syscall() for the marked ones. */
SEC("raw_tp/sys_enter")
int on_sys_enter(struct bpf_raw_tracepoint_args *ctx)
{
	struct pt_regs *regs = (struct pt_regs *)ctx->args[0];
	__u32 tid = (__u32)bpf_get_current_pid_tgid(), zero = 0;
	long nr = ctx->args[1], out;
	struct st_config *cfg;
	struct st_stats *st;
	void *frame;
	__u64 arg;

	if (!bpf_map_lookup_elem(&targets, &tid))
		return 0;
	cfg = bpf_map_lookup_elem(&config, &zero);
	st = bpf_map_lookup_elem(&stats, &zero);
	if (!cfg || !st || (cfg->nr != -1 && cfg->nr != nr))
		return 0;
	arg = BPF_CORE_READ(regs, di);
	if ((arg & cfg->arg_mask) != cfg->arg_match)
		return 0;

	frame = bpf_task_storage_get(&frames, bpf_get_current_task_btf(), 0,
				     BPF_LOCAL_STORAGE_GET_F_CREATE);
	if (!frame)
		return 0;
	count(&st->entered);
	/* Still suspended: the last traced syscall never reached its exit. */
	if (bpf_coro_suspended(frame)) {
		bpf_coro_destroy(trace_syscall, frame);
		count(&st->stale);
	}
	bpf_coro_start(frame, trace_syscall(ctx, nr, arg), &out);
	return 0;
}

/* Exit of every syscall: resume the thread's trace_syscall(), if any. */
SEC("raw_tp/sys_exit")
int on_sys_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u32 zero = 0;
	struct st_stats *st;
	void *frame;
	long out = 0;

	frame = bpf_task_storage_get(&frames, bpf_get_current_task_btf(), 0, 0);
	if (!frame || !bpf_coro_suspended(frame))
		return 0;
	if (bpf_coro_resume(trace_syscall, frame, ctx, &out) != BPF_CORO_DONE)
		return 0;
	st = bpf_map_lookup_elem(&stats, &zero);
	if (st)
		count(out == 0 ? &st->emitted : &st->dropped);
	return 0;
}
