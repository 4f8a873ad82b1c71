// out points straight into the program's context: the verifier refuses a
// callee's store through a moved ctx pointer, so either the split copes or
// the compiler says so at the start.
// MAY-FAIL
// RUN: start 4 -> SUSPENDED 4; resume 0 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	bpf_coro_yield(n);
	return n + 1;
}

CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	__u32 k = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);
	long *o = (long *)&__corpus_a->out; // ERROR-HERE

	if (!f || !o)
		return 0;
	if (__corpus_a->op == CORPUS_OP_START)
		__corpus_a->status = bpf_coro_start(f, co(A0), o); // ERROR-HERE
	else if (__corpus_a->op == CORPUS_OP_RESUME)
		__corpus_a->status = bpf_coro_resume(co, f, 0, o);
	else
		__corpus_a->status = bpf_coro_destroy(co, f);
	
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
