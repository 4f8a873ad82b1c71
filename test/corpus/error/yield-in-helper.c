// bpf_coro_yield() in a static helper the coroutine calls: the helper
// cannot suspend its caller.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __always_inline long helper(long v)
{
	return bpf_coro_yield(v); // ERROR-HERE
}

__bpf_coro static int co(int n)
{
	return helper(n) + 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
