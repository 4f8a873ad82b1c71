// bpf_coro_yield() initialising a static local of a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	static long first = bpf_coro_yield(1); // ERROR-HERE

	return first + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
