// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/reserved-name.c, the fix:
 * the user's own names end in something else than __coro_frame,
 * __coro_state, __coro_resume and __coro_destroy.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n) { return n + bpf_coro_yield(n); }

struct co_mine { long mine[4]; };
static __noinline int co_resume_count(void) { return 1; }
long co_destroyed;
enum co_state { MINE };
union later_frame { int x; };

TWIN_FRAMES(frames, co);

SEC("syscall")
int run(void *ctx)
{
	struct co_mine m = {};
	union later_frame l = { .x = 1 };

	TWIN_CHECK(co_resume_count() + co_destroyed + MINE + m.mine[0], 1);
	TWIN_CHECK(l.x, 1);
	return TWIN_RUN(frames, co, co(1), 1 + 1);
}
