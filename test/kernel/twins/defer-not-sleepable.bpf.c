// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/defer-not-sleepable.c, the fix: the
 * coroutine is started from a sleepable program (SEC("syscall")), which may
 * set the bpf_wq's callback. The run starts it (suspended at the defer) and
 * checks that a program resume of the parked frame is BUSY; the work item
 * finishes it later.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, later);

__bpf_coro static int later(int n)
{
	bpf_coro_defer(&frames);
	return n + 1;
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = -1;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	TWIN_CHECK(bpf_coro_start(f, later(2), &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(out, 0);
	TWIN_CHECK(bpf_coro_resume(later, f, 1, &out), BPF_CORO_BUSY);
	return 0;
}
