// bpf_coro_yield() in a noinline helper called from a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) long helper(long v)
{
	return bpf_coro_yield(v) + 1; // ERROR-HERE
}

__bpf_coro static int co(int n)
{
	return helper(n);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
