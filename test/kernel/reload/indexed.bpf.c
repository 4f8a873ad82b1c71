// SPDX-License-Identifier: GPL-2.0
/*
 * indexed.bpf.c - code that needs, after resuming, what the verifier knew
 * before the suspension: a loop index used to index an array, and a length
 * checked before the suspension used after it. Built twice: as usual
 * (indexed.bpf.o, loads: the split re-checks the saved index's range and
 * the loop condition after the reload) and with -mllvm
 * -bpf-coro-no-reload-checks (indexed_naive.bpf.o, the naive lowering: the
 * verifier rejects it, the reloaded index being an unbounded scalar).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

/*
 * In a map value: an index into a local or global array is masked or
 * clamped to the array (lib/BPFCoroIndexMask), which would let the naive
 * lowering load too.
 */
struct table {
	__u32 t[12];
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct table);
	__uint(max_entries, 1);
} tables SEC(".maps");

/* Sums table[i] * (what each resume passes in), for the first n entries. */
__bpf_coro static long weigh(unsigned int n)
{
	__u32 zero = 0;
	long sum = 0;

	if (n > 12)
		n = 12;
	for (unsigned int i = 0; i < n; i++) {
		long w = bpf_coro_yield(i);
		struct table *tab = bpf_map_lookup_elem(&tables, &zero);

		if (!tab)
			return -1;
		sum += tab->t[i] * w;
	}
	return sum;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(weigh));
	__uint(max_entries, 1);
} frames SEC(".maps");

struct weigh_args {
	long in;
	long out;
	int status;
};

SEC("syscall")
int drive(struct weigh_args *a)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 1;
	if (bpf_coro_suspended(f))
		a->status = bpf_coro_resume(weigh, f, a->in, &out);
	else
		a->status = bpf_coro_start(f, weigh(a->in), &out);
	a->out = out;
	return 0;
}
