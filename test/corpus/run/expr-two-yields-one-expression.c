// x = f(bpf_coro_yield(1)) + bpf_coro_yield(2), evaluated left to right.
// RUN: start -> SUSPENDED 1; resume 10 -> SUSPENDED 2; resume 5 -> DONE 25
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __always_inline long f(long v) { return v * 2; }

__bpf_coro static long co(void)
{
	long x = f(bpf_coro_yield(1)) + bpf_coro_yield(2);

	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
