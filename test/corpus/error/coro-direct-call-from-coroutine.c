// A coroutine calling another coroutine directly.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";


__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static int outer(int n)
{
	long r = sum(n); // ERROR-HERE

	bpf_coro_yield(r);
	return r;
}
CORPUS_ARRAY(frames, outer);
CORPUS_DRIVER(frames, outer, outer(A0))
