// __bpf_coro on a local variable of a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n)
{
	__bpf_coro int x = n; // ERROR-HERE

	bpf_coro_yield(x);
	return x;
}
CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
