// A naked coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro __attribute__((naked)) static int sum(int n) // ERROR-HERE
{
	bpf_coro_yield(n); // ERROR-HERE
	return n;
}
CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
