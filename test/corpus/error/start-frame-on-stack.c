// bpf_coro_start() on a frame in a stack buffer.
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

CORPUS_BEGIN
	char buf[64] = {};
	long out;

	__corpus_a->status = bpf_coro_start(buf, sum(A0), &out); // ERROR-HERE
CORPUS_END
