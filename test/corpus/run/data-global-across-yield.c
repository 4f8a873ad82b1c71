// A global written before a yield and read after.
// RUN: start 4 -> SUSPENDED 0; resume 0 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long g;

__bpf_coro static long co(int n)
{
	g = n;
	bpf_coro_yield(0);
	return g;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
