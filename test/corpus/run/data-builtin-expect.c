// __builtin_expect around yields.
// RUN: start 3 -> SUSPENDED 3; resume 0 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	if (__builtin_expect(n > 0, 1))
		bpf_coro_yield(n);
	return n + 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
