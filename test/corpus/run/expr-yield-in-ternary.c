// Yields in both arms of a conditional expression.
// RUN: start 1 -> SUSPENDED 1; resume 7 -> DONE 7; start 0 -> SUSPENDED 2; resume 8 -> DONE 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int c)
{
	return c ? bpf_coro_yield(1) : bpf_coro_yield(2);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
