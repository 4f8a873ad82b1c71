// A return before the first yield.
// RUN: start 0 -> DONE 7; start 1 -> SUSPENDED 1; resume 0 -> DONE 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	if (!n)
		return 7;
	bpf_coro_yield(1);
	return 8;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
