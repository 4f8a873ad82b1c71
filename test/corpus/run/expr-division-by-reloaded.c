// Unsigned 64-bit division and modulo by values reloaded after a suspension.
// RUN: start 1000 7 -> SUSPENDED 0; resume 0 -> DONE 1426
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(unsigned long a, unsigned long b)
{
	if (b == 0)
		return -1;
	bpf_coro_yield(0);
	return (a / b) * 10 + a % b;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
