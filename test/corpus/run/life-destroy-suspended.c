// Destroy a suspended frame; a resume is then INVALID; start works again.
// RUN: start 1 -> SUSPENDED 1; destroy -> 0; resume 0 -> INVALID; start 5 -> SUSPENDED 5; resume 0 -> SUSPENDED 6; resume 0 -> DONE 7
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
CORPUS_DRIVER(frames, co, co(A0))
