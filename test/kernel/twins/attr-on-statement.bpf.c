// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/attr-on-statement.c, the fix:
 * [[bpfcoro::coro]] on a function instead of a return statement.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

[[bpfcoro::coro]] static int give(int n)
{
	return n + bpf_coro_yield(n);
}

TWIN_FRAMES(frames, give);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, give, give(3), 3 + 1);
}
