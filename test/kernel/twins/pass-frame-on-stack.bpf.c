// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-frame-on-stack.c, the fix: the frame
 * is a map value, so it keeps the coroutine's state from one program run
 * to the next (here: started in one run, resumed and destroyed in later
 * ones).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

TWIN_FRAMES(frames, sum);
TWIN_FRAMES(kept, sum);

static __attribute__((noinline)) int drop(void *f)
{
	return bpf_coro_destroy(sum, f);
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&kept, &zero);
	int r = TWIN_RUN(frames, sum, sum(3), 1 + 2 + 3);

	if (!f)
		return TWIN_CHECK(0, 1);
	/* The frame survives the start: the resume continues where it was. */
	r |= TWIN_CHECK(bpf_coro_start(f, sum(3), &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(bpf_coro_suspended(f), 1);
	r |= TWIN_CHECK(bpf_coro_resume(sum, f, 5, &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(out, 1);
	r |= TWIN_CHECK(drop(f), 0);
	r |= TWIN_CHECK(bpf_coro_not_started(f), 1);
	return r;
}
