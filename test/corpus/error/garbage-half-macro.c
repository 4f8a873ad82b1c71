// bpf_coro_start( never closed.
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

CORPUS_ARRAY(frames, sum);
CORPUS_BEGIN
	long out;
	__corpus_a->status = bpf_coro_start(0, sum(1), &out; // ERROR-HERE
CORPUS_END
