// An always_inline coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static __attribute__((always_inline)) int sum(int n) // ERROR-HERE
{
	bpf_coro_yield(n);
	return n;
}
CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
