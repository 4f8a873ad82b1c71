// A loop bound a static noinline helper clamps to [0, 6] (`n = cnt(a)`),
// indexing a local across a suspension. The split reads the coroutine
// only, before the pipeline has simplified anything: the reloaded bound
// was checked against int's range, and `t[i]` refused after a resume
// ("invalid unbounded variable-offset read from stack"), where the
// verifier, which walks the helper, loads the same body as plain C. Now
// the call carries the range the helper returns (LazyValueInfo on a
// simplified copy of it).
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> DONE 12
// RUN: start 9 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> DONE 27
// RUN: start -5 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int cnt(long x)
{
	if (x < 0)
		return 0;
	if (x > 6)
		return 6;
	return (int)x;
}

static long __bpf_coro co(long a)
{
	long t[6] = { 1, 2, 3, 4, 5, 6 };
	int n = cnt(a);
	long s = 0;

	for (int i = 0; i < n; i++)
		s += t[i] + bpf_coro_yield(i);
	return s + n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
