/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * stacktrace.h - what the BPF side (stacktrace.bpf.c, and its hand-split
 * twin stacktrace_handsplit.bpf.c) shares with user space: the record each
 * traced syscall produces in the ring buffer, the configuration and the
 * counters. Both BPF objects have the same maps with the same types, so one
 * loader and one test drive either.
 */
#ifndef __STACKTRACE_H
#define __STACKTRACE_H

#include <linux/types.h>

/*
 * Stack depths, in frames. The kernel half is taken at syscall entry and
 * waits in the frame until the syscall returns: ST_KSTACK_DEPTH * 8 bytes of
 * it (192 at 24) count against the 512-byte frame limit. The user half goes
 * straight into the ring buffer record, so it costs no frame space.
 */
#define ST_KSTACK_DEPTH 24
#define ST_USTACK_DEPTH 32

/* One traced syscall: both halves of its stack, as one ring buffer record. */
struct st_record {
	__u32 tid;			/* thread that made the syscall        */
	__u32 pid;			/* its process (thread group)          */
	__s64 nr;			/* syscall number, taken at entry      */
	__s64 exit_nr;			/* syscall number, taken at exit       */
	__u64 arg;			/* first syscall argument, at entry    */
	__s64 ret;			/* return value, at exit               */
	__u32 kcount;			/* valid entries in kips               */
	__u32 ucount;			/* valid entries in uips               */
	__u64 kips[ST_KSTACK_DEPTH];	/* kernel stack at entry, innermost first */
	__u64 uips[ST_USTACK_DEPTH];	/* user stack at exit, innermost first */
};

/*
 * Which syscalls are traced (map "config", key 0): those of a thread listed
 * in map "targets" whose number is nr (-1: any) and whose first argument
 * satisfies (arg & arg_mask) == arg_match (arg_mask 0: any argument).
 */
struct st_config {
	__s64 nr;
	__u64 arg_mask;
	__u64 arg_match;
};

/* Counters (map "stats", key 0). */
struct st_stats {
	__u64 entered;	/* traced syscalls seen at entry                 */
	__u64 emitted;	/* records submitted to the ring buffer           */
	__u64 dropped;	/* records lost: ring buffer full                 */
	__u64 stale;	/* entry found an unfinished trace (no exit seen) */
};

#endif /* __STACKTRACE_H */
