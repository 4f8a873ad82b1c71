// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/too-many-params.c, the fix:
 * the four values passed in a struct, by pointer, copied before the
 * first suspension.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct mix_args { int a, b, c, d; };

__bpf_coro static int mix(const struct mix_args *args)
{
	int a = args->a, b = args->b, c = args->c, d = args->d;
	int k = bpf_coro_yield(a + b);

	return a + b + c + d + k;
}

TWIN_FRAMES(frames, mix);

SEC("syscall")
int run(void *ctx)
{
	struct mix_args args = { 1, 2, 3, 4 };

	return TWIN_RUN(frames, mix, mix(&args), 1 + 2 + 3 + 4 + 1);
}
