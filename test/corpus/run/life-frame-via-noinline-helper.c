// start/resume done by a noinline helper that receives the frame pointer.
// RUN: start 1 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3
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

static __attribute__((noinline)) int drive(void *f, int op, long arg, long in,
					   long *out)
{
	if (op == CORPUS_OP_START)
		return bpf_coro_start(f, co(arg), out);
	if (op == CORPUS_OP_RESUME)
		return bpf_coro_resume(co, f, in, out);
	return bpf_coro_destroy(co, f);
}

CORPUS_BEGIN
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (!f)
		return 0;
	__corpus_a->status = drive(f, __corpus_a->op, A0, __corpus_a->in, &out);
	__corpus_a->out = out;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
