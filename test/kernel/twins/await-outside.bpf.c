// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-outside.c, the fix: the sleep and the
 * defer moved into coroutines the programs start, on frames of the maps
 * they name (the deferred one is left to its work item).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, nap);

__bpf_coro static int nap(void)
{
	return bpf_coro_sleep(&frames, 1000000000);
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, nap, nap(), 1);
}

TWIN_FRAMES(dframes, later);

__bpf_coro static int later(void)
{
	return bpf_coro_defer(&dframes) + 1;
}

SEC("syscall")
int run_defer(void *ctx)
{
	__u32 zero = 0;
	long out = -1;
	void *f = bpf_map_lookup_elem(&dframes, &zero);

	if (f)
		TWIN_CHECK(bpf_coro_start(f, later(), &out), BPF_CORO_SUSPENDED);
	return 0;
}
