// bpf_loop() with a callback that does not yield, between suspensions.
// RUN: start 4 -> SUSPENDED 6; resume 0 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long add(__u32 i, void *ctx)
{
	*(long *)ctx += i;
	return 0;
}

__bpf_coro static long co(int n)
{
	long s = 0;

	bpf_loop(n & 15, add, &s, 0);
	bpf_coro_yield(s);
	bpf_loop(n & 15, add, &s, 0);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
