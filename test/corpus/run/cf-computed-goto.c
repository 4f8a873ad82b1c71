// A computed goto whose label address is live across a suspension: a
// clean error is acceptable, if it compiles it must run.
// MAY-FAIL
// RUN: start 1 -> SUSPENDED 1; resume 0 -> DONE 11; start 0 -> SUSPENDED 0; resume 0 -> DONE 22
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	void *target = n ? &&one : &&two;

	bpf_coro_yield(n);
	goto *target;
one:
	return 11;
two:
	return 22;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
