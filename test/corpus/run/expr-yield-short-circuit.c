// A yield on the right of && that is skipped when the left is false.
// RUN: start 0 -> DONE 0; start 1 -> SUSPENDED 5; resume 3 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int a)
{
	return a && bpf_coro_yield(5);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
