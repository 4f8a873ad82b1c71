// An open-coded iterator created and destroyed between suspensions.
// RUN: start 4 -> SUSPENDED 6; resume 0 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

static __always_inline long sum_to(int n)
{
	struct bpf_iter_num it;
	long s = 0;
	int *v;

	bpf_iter_num_new(&it, 0, n);
	while ((v = bpf_iter_num_next(&it)))
		s += *v;
	bpf_iter_num_destroy(&it);
	return s;
}

__bpf_coro static long co(int n)
{
	long s = sum_to(n);

	bpf_coro_yield(s);
	return s + sum_to(n);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
