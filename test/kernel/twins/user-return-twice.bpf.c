// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/user-return-twice.c, the fix: a
 * bpf_coro_yield() between the awaits (here one await in a loop, the
 * yield after it), so each task work ends before the next is scheduled,
 * by a program resume. The run starts it (parked at the
 * first await) and checks that a program resume is BUSY there.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, twice);

__bpf_coro static int twice(int n)
{
	int i;

	for (i = 0; i <= n && i < 9; i++) {
		bpf_coro_user_return(&frames);
		bpf_coro_yield(i);
	}
	return i;
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = -1;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	TWIN_CHECK(bpf_coro_start(f, twice(3), &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(bpf_coro_resume(twice, f, 0, &out), BPF_CORO_BUSY);
	return 0;
}
