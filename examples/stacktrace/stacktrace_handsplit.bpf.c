// SPDX-License-Identifier: GPL-2.0
/*
 * stacktrace_handsplit.bpf.c - the job of stacktrace.bpf.c written the way
 * it is done without coroutines: two programs and an explicit hand-over.
 *
 * sys_enter takes the kernel stack into a struct pending_trace and stores it
 * in a hash map under the thread's tid; sys_exit looks it up, takes the user
 * stack, emits the record and deletes the entry. Same config, targets,
 * records and stats maps as the coroutine version, so the same loader and
 * test drive both.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_core_read.h>
#include "stacktrace.h"

char LICENSE[] SEC("license") = "GPL";

/* x86-64 saved user registers, CO-RE-relocated (see stacktrace.bpf.c). */
struct pt_regs {
	unsigned long di;
	unsigned long orig_ax;
} __attribute__((preserve_access_index));

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct st_config);
	__uint(max_entries, 1);
} config SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, __u8);
	__uint(max_entries, 64);
} targets SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 256 * 1024);
} records SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct st_stats);
	__uint(max_entries, 1);
} stats SEC(".maps");

/*
 * What sys_enter hands over to sys_exit: everything the exit side needs
 * that it cannot get itself. Written and read by hand on both sides.
 */
struct pending_trace {
	__s64 nr;
	__u64 arg;
	__s64 klen;			/* bpf_get_stack()'s result */
	__u64 kips[ST_KSTACK_DEPTH];
};

/* tid -> the trace waiting for that thread's sys_exit. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, struct pending_trace);
	__uint(max_entries, 64);
} pending SEC(".maps");

static void count(__u64 *counter)
{
	__sync_fetch_and_add(counter, 1);
}

/* Part 1, at syscall entry: the kernel half, stored under the tid. */
SEC("raw_tp/sys_enter")
int on_sys_enter(struct bpf_raw_tracepoint_args *ctx)
{
	struct pt_regs *regs = (struct pt_regs *)ctx->args[0];
	__u32 tid = (__u32)bpf_get_current_pid_tgid(), zero = 0;
	struct pending_trace p = {};
	struct st_config *cfg;
	struct st_stats *st;
	long nr = ctx->args[1];

	if (!bpf_map_lookup_elem(&targets, &tid))
		return 0;
	cfg = bpf_map_lookup_elem(&config, &zero);
	st = bpf_map_lookup_elem(&stats, &zero);
	if (!cfg || !st || (cfg->nr != -1 && cfg->nr != nr))
		return 0;
	p.arg = BPF_CORE_READ(regs, di);
	if ((p.arg & cfg->arg_mask) != cfg->arg_match)
		return 0;

	count(&st->entered);
	p.nr = nr;
	p.klen = bpf_get_stack(ctx, p.kips, sizeof(p.kips), 0);
	/* An entry left over: the last traced syscall never reached its exit. */
	if (bpf_map_update_elem(&pending, &tid, &p, BPF_NOEXIST)) {
		count(&st->stale);
		bpf_map_update_elem(&pending, &tid, &p, BPF_ANY);
	}
	return 0;
}

/* Part 2, right before the return to user space: user half, record out. */
SEC("raw_tp/sys_exit")
int on_sys_exit(struct bpf_raw_tracepoint_args *ctx)
{
	__u64 id = bpf_get_current_pid_tgid();
	__u32 tid = (__u32)id, zero = 0;
	struct pending_trace *p;
	struct st_record *rec;
	struct pt_regs *regs;
	struct st_stats *st;
	long ulen;

	p = bpf_map_lookup_elem(&pending, &tid);
	if (!p)
		return 0;
	st = bpf_map_lookup_elem(&stats, &zero);
	rec = bpf_ringbuf_reserve(&records, sizeof(*rec), 0);
	if (!rec) {
		if (st)
			count(&st->dropped);
		goto out;
	}
	rec->tid = tid;
	rec->pid = id >> 32;
	rec->nr = p->nr;
	rec->arg = p->arg;
	regs = (struct pt_regs *)ctx->args[0];
	rec->exit_nr = BPF_CORE_READ(regs, orig_ax);
	rec->ret = ctx->args[1];
	__builtin_memcpy(rec->kips, p->kips, sizeof(p->kips));
	rec->kcount = p->klen > 0 ? p->klen / 8 : 0;
	ulen = bpf_get_stack(ctx, rec->uips, sizeof(rec->uips),
			     BPF_F_USER_STACK);
	rec->ucount = ulen > 0 ? ulen / 8 : 0;
	bpf_ringbuf_submit(rec, 0);
	if (st)
		count(&st->emitted);
out:
	bpf_map_delete_elem(&pending, &tid);
	return 0;
}
