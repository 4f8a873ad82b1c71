// start and resume with a NULL out pointer.
// RUN: start 1 -> SUSPENDED; resume 0 -> SUSPENDED; resume 0 -> DONE
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	bpf_coro_yield(n);
	bpf_coro_yield(n + 1);
	return n + 2;
}

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__u32 k = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (!f)
		return 0;
	if (__corpus_a->op == CORPUS_OP_START)
		__corpus_a->status = bpf_coro_start(f, co(A0), NULL);
	else if (__corpus_a->op == CORPUS_OP_RESUME)
		__corpus_a->status = bpf_coro_resume(co, f, 0, NULL);
	else
		__corpus_a->status = bpf_coro_destroy(co, f);
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
