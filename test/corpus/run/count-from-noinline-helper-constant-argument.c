// A loop bound from a static noinline helper whose result is bounded only
// by the constant the coroutine passes (`x % (k + 1)` called with k = 2),
// with a yield on some iterations only. Without the range the helper
// returns for that argument, the loop could go around without suspending
// with nothing the verifier sees to bound it: a compile error (found by a
// random program generator; the verifier, which walks the helper with
// k = 2, loads the same body as plain C). The call now carries [0, 2].
// RUN: start 0 -> DONE 0; start -1 -> DONE 0; start 255 -> DONE 0
// RUN: start 4 -> DONE 0; start 5 -> SUSPENDED 1; resume 5 -> DONE 5
// RUN: start 2 -> SUSPENDED 1; resume 7 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u32 h_cnt(__u64 x, __u32 k)
{
	return (__u32)x % (k + 1);
}

static long __bpf_coro co(long a)
{
	__u64 acc = 0;
	__u32 n = h_cnt(a, 2);

	for (__u32 j = 0; j < n; j++)
		if (j % 3 == 1)
			acc += bpf_coro_yield(j);
	return (long)acc;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
