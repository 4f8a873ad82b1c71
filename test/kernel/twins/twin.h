/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * twin.h - what the twins share with their runner (twins_test.c).
 *
 * A twin is the corrected version of one bad program of
 * test/lit/diagnostics/: test/kernel/twins/<name>.bpf.c fixes
 * test/lit/diagnostics/<name>.c the way its diagnostic says. twins_test
 * loads each twin into the kernel's verifier and runs its programs once
 * with BPF_PROG_TEST_RUN.
 *
 * In a twin, TWIN_RUN() runs a coroutine from bpf_coro_start() to its
 * return within that one run (resuming it with 1, 2, 3, ...) and compares
 * its result with what the twin expects; the first failure is recorded in
 * twin_report, which the runner reads from the object's .bss.
 */
#ifndef __TWIN_H
#define __TWIN_H

#include <linux/types.h>

/* The context twins_test passes to a SEC("syscall") program. */
struct twin_ctx {
	__s64 in;	/* TWIN_CTX_IN */
	__s64 out;	/* written by programs that want to */
};
#define TWIN_CTX_IN 21

/* The packet twins_test passes to an XDP program: its first bytes. */
#define TWIN_PKT_BYTE0 0x11
#define TWIN_PKT_BYTE1 0x22

enum twin_result {
	TWIN_OK = 0,
	TWIN_NO_FRAME = 1,	/* the frame's map lookup failed           */
	TWIN_BAD_STATUS = 2,	/* start/resume/destroy returned an error  */
	TWIN_NOT_DONE = 3,	/* still suspended after TWIN_MAX_STEPS    */
	TWIN_WRONG_RESULT = 4,	/* finished with another value             */
	TWIN_CHECK_FAILED = 5,	/* a TWIN_CHECK() of the twin failed       */
};

struct twin_report {
	__s32 runs;	/* TWIN_RUN()s and TWIN_CHECK()s done              */
	__s32 result;	/* enum twin_result of the first failure, or 0     */
	__s32 line;	/* its line in the twin                            */
	__s32 status;	/* the last coroutine status at that point         */
	__s64 got;	/* the value out (or checked) at that point        */
	__s64 expected;	/* what the twin expected                          */
};

/* Resumes per TWIN_RUN(); every twin's coroutine finishes in fewer. */
#define TWIN_MAX_STEPS 16

#ifdef __BPF_CORO_H__

struct twin_report twin_report;

static __always_inline void twin_record(int result, int line, int status,
					long got, long expected)
{
	twin_report.runs++;
	if (result != TWIN_OK && twin_report.result == TWIN_OK) {
		twin_report.result = result;
		twin_report.line = line;
		twin_report.status = status;
		twin_report.got = got;
		twin_report.expected = expected;
	}
}

/* An array map with one frame of coroutine fn. */
#define TWIN_FRAMES(name, fn)						\
struct {								\
	__uint(type, BPF_MAP_TYPE_ARRAY);				\
	__type(key, __u32);						\
	__type(value, BPF_CORO_FRAME(fn));				\
	__uint(max_entries, 1);						\
} name SEC(".maps")

/*
 * TWIN_RUN(map, fn, fn(args), expected): start fn(args) on frame 0 of map,
 * resume it with 1, 2, ... until it returns, and check that it returned
 * expected. Evaluates to 0 or an enum twin_result.
 */
#define TWIN_RUN(map, fn, start_call, expected)				\
	({								\
		__u32 __tk = 0;						\
		long __tout = 0;					\
		int __tst = 0, __tres = TWIN_OK;			\
		void *__tf = bpf_map_lookup_elem(&map, &__tk);		\
									\
		if (!__tf) {						\
			__tres = TWIN_NO_FRAME;				\
		} else {						\
			__tst = bpf_coro_start(__tf, start_call, &__tout); \
			for (int __ti = 1; __ti < TWIN_MAX_STEPS &&	\
					   __tst == BPF_CORO_SUSPENDED; \
			     __ti++)					\
				__tst = bpf_coro_resume(fn, __tf, __ti,	\
							&__tout);	\
			if (__tst == BPF_CORO_SUSPENDED)		\
				__tres = TWIN_NOT_DONE;			\
			else if (__tst != BPF_CORO_DONE)		\
				__tres = TWIN_BAD_STATUS;		\
			else if (__tout != (long)(expected))		\
				__tres = TWIN_WRONG_RESULT;		\
		}							\
		twin_record(__tres, __LINE__, __tst, __tout, (expected)); \
		__tres;							\
	})

/* TWIN_CHECK(got, expected): records a failure if they differ. */
#define TWIN_CHECK(got, expected)					\
	({								\
		long __tg = (got), __te = (expected);			\
		int __tres = __tg == __te ? TWIN_OK : TWIN_CHECK_FAILED; \
		twin_record(__tres, __LINE__, 0, __tg, __te);		\
		__tres;							\
	})

#endif /* __BPF_CORO_H__ */

#endif /* __TWIN_H */
