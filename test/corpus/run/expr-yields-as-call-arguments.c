// Three yields as arguments of one call (a sum: order-independent).
// RUN: start -> SUSPENDED 1; resume 10 -> SUSPENDED 1; resume 20 -> SUSPENDED 1; resume 30 -> DONE 60
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) long add3(long a, long b, long c) { return a + b + c; }

__bpf_coro static long co(void)
{
	return add3(bpf_coro_yield(1), bpf_coro_yield(1), bpf_coro_yield(1));
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
