// bpf_coro_resume(&fn, ...) and bpf_coro_destroy(&fn, ...).
// RUN: start 1 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; destroy -> 0
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
	CORPUS_OP(frames, &co, co(A0));
CORPUS_END
