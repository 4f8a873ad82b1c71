// __builtin_alloca_with_align in a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int *p = __builtin_alloca_with_align(16, 64); // ERROR-HERE

	p[0] = n;
	bpf_coro_yield(1);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
