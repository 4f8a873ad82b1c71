// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-iterator-live.c, the fix:
 * the iterator is created, used and destroyed between two
 * suspensions; only the running sum crosses them.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

__bpf_coro static int walk(int n)
{
	int s = 0;

	for (int i = 0; i < 4; i++) {
		struct bpf_iter_num it;
		int *v;

		bpf_iter_num_new(&it, 0, n);
		while ((v = bpf_iter_num_next(&it)))
			s += *v;
		bpf_iter_num_destroy(&it);
		bpf_coro_yield(s);
	}
	return s;
}

TWIN_FRAMES(frames, walk);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, walk, walk(3), 4 * (0 + 1 + 2));
}
