// bpf_coro_user_return() in a bpf_loop() callback the coroutine passes.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

static long cb(__u32 i, void *ctx)
{
	bpf_coro_user_return(&frames); // ERROR-HERE
	return 0;
}

__bpf_coro static int co(int n)
{
	bpf_loop(2, cb, 0, 0);
	bpf_coro_yield(n);
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))
