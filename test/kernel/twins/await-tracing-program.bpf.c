// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/await-tracing-program.c, the fix: the
 * coroutine that sleeps is destroyed from a tp_btf program instead of a
 * kprobe (a BPF_PROG_TYPE_TRACING program may use a map holding a
 * bpf_timer; loading it is the test). The run starts it and resumes it
 * through its sleep (a program resume ends the sleep early).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, nap);

__bpf_coro static int nap(int n)
{
	n += 2;
	bpf_coro_sleep(&frames, 1000000000);
	return n;
}

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, nap, nap(1), 3);
}

SEC("tp_btf/sys_enter")
int drop(void *ctx)
{
	__u32 zero = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (f)
		bpf_coro_destroy(nap, f);
	return 0;
}
