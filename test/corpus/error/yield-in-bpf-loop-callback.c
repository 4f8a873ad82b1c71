// bpf_coro_yield() in a bpf_loop() callback of a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long visit(__u32 i, void *ctx)
{
	*(long *)ctx += bpf_coro_yield(i); // ERROR-HERE
	return 0;
}

__bpf_coro static int co(int n)
{
	long s = 0;

	bpf_loop(n, visit, &s, 0);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
