// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/attr-on-type.c, the fix:
 * the typedef, the struct and the enumerator stay plain; the function
 * declared with the typedef carries __bpf_coro.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

typedef int coro_fn(int);

struct job {
	int left;
};

enum step { STEP_A, STEP_B };

/* A function type from a typedef may be marked where the function is. */
__bpf_coro static coro_fn work;

static int work(int left)
{
	struct job j = { .left = left };
	enum step s = STEP_A;

	while (j.left > 0) {
		j.left -= bpf_coro_yield(j.left);
		s = STEP_B;
	}
	return s;
}

TWIN_FRAMES(frames, work);

SEC("syscall")
int run(void *ctx)
{
	/* 5 - 1 - 2 - 3 < 0 after three resumes */
	return TWIN_RUN(frames, work, work(5), STEP_B);
}
