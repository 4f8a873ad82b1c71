// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/param-struct.c, the fix:
 * the struct and the union passed by pointer, read before the first
 * suspension.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct req { int id; };
union val { int i; long l; };

__bpf_coro static int serve(const struct req *r, const union val *v)
{
	int sum = r->id + v->i;	/* copied: the pointers do not cross a yield */

	return sum + bpf_coro_yield(sum);
}

TWIN_FRAMES(frames, serve);

SEC("syscall")
int run(void *ctx)
{
	struct req r = { .id = 30 };
	union val v = { .i = 12 };

	return TWIN_RUN(frames, serve, serve(&r, &v), 30 + 12 + 1);
}
