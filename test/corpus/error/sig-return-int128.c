// A coroutine returning __int128 (more than 64 bits).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __int128 co(int n) // ERROR-HERE
{
	bpf_coro_yield(n);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
