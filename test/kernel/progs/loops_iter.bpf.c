// SPDX-License-Identifier: GPL-2.0
/*
 * loops_iter.bpf.c - an open-coded iterator's loop (bpf_iter_num_*, kernel
 * 6.4+) between suspensions. Apart from loops.bpf.c: libbpf resolves every
 * kfunc an object declares when it loads any program of it, so on a kernel
 * without these kfuncs they would fail the other loops too.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

/* An open-coded iterator's loop between suspensions. */
struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

__bpf_coro static int iterator(int n)
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

CORO_FRAME_ARRAY(iterator_frames, iterator, 1);

CORO_DRIVER(drive_iterator, iterator_frames, iterator, iterator(args->arg[0]))
