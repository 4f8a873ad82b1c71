// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/user-return-after-kernel-await.c, the fix: a
 * bpf_coro_yield() after the sleep and after the defer, so a sleepable
 * program's resume, in the task, reaches each bpf_coro_user_return(). The
 * run starts it: suspended at the sleep.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, after);

__bpf_coro static int after(int n)
{
	bpf_coro_sleep(&frames, 1000);
	bpf_coro_yield(1);
	bpf_coro_user_return(&frames);
	bpf_coro_defer(&frames);
	bpf_coro_yield(2);
	bpf_coro_user_return(&frames);
	return n;
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = -1;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	TWIN_CHECK(bpf_coro_start(f, after(3), &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(out, 0);
	return 0;
}
