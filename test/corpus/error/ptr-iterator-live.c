// A bpf_iter_num iterator live across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

__bpf_coro static int co(int n)
{
	struct bpf_iter_num it;
	int *v, s = 0;

	bpf_iter_num_new(&it, 0, 4); // ERROR-HERE
	while ((v = bpf_iter_num_next(&it)))
		s += bpf_coro_yield(*v); // ERROR-HERE
	bpf_iter_num_destroy(&it);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
