// An enum result with a negative enumerator.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE -3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

enum e { E_NEG = -3, E_POS = 4 };

__bpf_coro static enum e co(void)
{
	bpf_coro_yield(1);
	return E_NEG;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
