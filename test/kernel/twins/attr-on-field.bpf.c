// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/attr-on-field.c, the fix:
 * __bpf_coro on the function, not on a field or a parameter.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct state {
	int step;
};

__bpf_coro static int twice(int n)
{
	int k = bpf_coro_yield(n);

	return 2 * n + k;
}

TWIN_FRAMES(frames, twice);

SEC("syscall")
int run(void *ctx)
{
	struct state s = { .step = 4 };

	return TWIN_RUN(frames, twice, twice(s.step), 2 * 4 + 1);
}
