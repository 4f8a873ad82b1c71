// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/user-return-not-sleepable.c, the fix: the
 * coroutine is started and resumed from sleepable programs
 * (SEC("syscall")), which may schedule the bpf_task_work. The run starts it
 * (at the yield), resumes it to the await and checks that a program resume
 * of the parked frame is BUSY; the task work finishes it on the runner's way
 * back from bpf().
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, later);

__bpf_coro static int later(int n)
{
	bpf_coro_yield(0);
	bpf_coro_user_return(&frames);
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
	TWIN_CHECK(bpf_coro_resume(later, f, 0, &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(out, 0);
	TWIN_CHECK(bpf_coro_resume(later, f, 0, &out), BPF_CORO_BUSY);
	return 0;
}
