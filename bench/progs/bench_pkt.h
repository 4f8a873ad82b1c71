/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * bench_pkt.h - the test packet every bench XDP driver runs on, shared by
 * the BPF programs and benchrun.c. BPF_PROG_TEST_RUN with .repeat = R runs
 * the driver R times on the same buffer, so the driver reads its resume
 * value from `in` and leaves the last result in `out`/`status`; benchrun
 * reads them back from data_out. Each run is exactly one resume.
 */
#ifndef __BENCH_PKT_H
#define __BENCH_PKT_H

#include <linux/types.h>

struct bench_pkt {
	__u64 in;	/* in:  the value each resume passes in             */
	__u64 out;	/* out: the value the last run yielded or returned  */
	__s32 status;	/* out: the last run's status (BPF_CORO_* values)   */
	__u32 runs;	/* out: runs so far on this buffer (+1 per run)      */
	__u8 pad[32];	/* a packet of 64 bytes in all                       */
};

/* Frame / state key: every bench map has one entry, key 0. */
#define BENCH_KEY 0

#endif /* __BENCH_PKT_H */
