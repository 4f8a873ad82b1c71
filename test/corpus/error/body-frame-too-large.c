// A coroutine with 600 bytes live across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	long big[75];

	for (int i = 0; i < 75; i++)
		big[i] = n + i;
	bpf_coro_yield(1); // ERROR-HERE
	long s = 0;
	for (int i = 0; i < 75; i++)
		s += big[i];
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
