// Two suspensions, one small, the other with 1 KiB live.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	long big[128];

	bpf_coro_yield(0);
	for (int i = 0; i < 128; i++)
		big[i] = n * i;
	bpf_coro_yield(1); // ERROR-HERE
	return big[n & 127];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
