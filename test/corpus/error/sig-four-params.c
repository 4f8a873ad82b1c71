// A coroutine with 4 parameters.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int a, int b, int c, int d) // ERROR-HERE
{
	bpf_coro_yield(1);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1, A2, A3))
