// A variable-length array in a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int v[n & 7 ? n & 7 : 1]; // ERROR-HERE

	v[0] = n;
	bpf_coro_yield(v[0]);
	return v[0];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
