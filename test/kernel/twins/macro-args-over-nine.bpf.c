// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/macro-args-over-nine.c, the fix: each macro
 * with its own arguments; more values go through a struct or several
 * suspensions.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int one(int n)
{
	return n + bpf_coro_yield(n);
}

TWIN_FRAMES(frames, one);

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long v = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);
	int st;

	if (!f)
		return TWIN_CHECK(0, 1);
	st = bpf_coro_start(f, one(1), &v);
	TWIN_CHECK(st, BPF_CORO_SUSPENDED);
	st = bpf_coro_resume(one, f, 2, &v);
	TWIN_CHECK(st, BPF_CORO_DONE);
	TWIN_CHECK(bpf_coro_destroy(one, f), 0);
	return TWIN_CHECK(v, 1 + 2);
}
