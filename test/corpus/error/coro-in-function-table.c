// A coroutine placed in a table of function pointers.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

static int (*const table[])(int) = { co }; // ERROR-HERE

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__corpus_a->out = (long)table[0];
	CORPUS_OP(frames, co, co(A0));
CORPUS_END
