// An enum parameter with a negative value.
// RUN: start -3 -> SUSPENDED 1; resume 0 -> DONE -3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

enum e { E_NEG = -3, E_POS = 4 };

__bpf_coro static long co(enum e x)
{
	bpf_coro_yield(1);
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
