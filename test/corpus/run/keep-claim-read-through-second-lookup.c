// A frame's state read through a second lookup of the same key, between a
// resume that suspends and a resume kept claimed after it (BPFCoroKeepClaim),
// sees the suspension: the threaded path must not run the read after the
// claim's store of RUNNING.
// Expected values from the same C run on the host, the yields simulated.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 11
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	for (int i = 0; i < 6; i++)
		n += bpf_coro_yield(n);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__u32 key = 0;
	void *f = bpf_map_lookup_elem(&frames, &key);
	void *g = bpf_map_lookup_elem(&frames, &key);
	long out = 0;
	int st1, s2;

	if (!f || !g)
		return 0;
	if (__corpus_a->op != CORPUS_OP_RESUME) {
		if (__corpus_a->op == CORPUS_OP_START)
			__corpus_a->status = bpf_coro_start(f, co(A0), &out);
		else
			__corpus_a->status = bpf_coro_destroy(co, f);
		__corpus_a->out = out;
		__corpus_a->index = bpf_coro_index(f);
		return 0;
	}
	st1 = bpf_coro_resume(co, f, __corpus_a->in, &out);
	s2 = bpf_coro_suspended(g);
	__corpus_a->status = bpf_coro_resume(co, f, 0, &out);
	__corpus_a->out = s2 * 10 + st1;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
