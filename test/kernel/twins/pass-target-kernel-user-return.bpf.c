// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-target-kernel-user-return.c, the fix:
 * built for a kernel that has bpf_task_work (6.18, the default here), the
 * same coroutine loads; on older kernels the runner skips it by the probe.
 * The run starts it (parked at the await) and a program resume is BUSY.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, later);

__bpf_coro static int later(int n)
{
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
	TWIN_CHECK(bpf_coro_resume(later, f, 0, &out), BPF_CORO_BUSY);
	return 0;
}
