// A counter clamped to [0, 64] and counted down, suspending on every other
// value: a resume reloads it checked against [1, 64] (it was [1, 2^31 - 2],
// from which the verifier and the loop check counted it down and gave up).
// RUN: start 0 -> DONE -1; start 5 -> SUSPENDED 4; resume 10 -> SUSPENDED 2; resume 20 -> SUSPENDED 0; resume 30 -> DONE 59;
// RUN: start 100 -> SUSPENDED 62; resume 1 -> SUSPENDED 60
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static int __bpf_coro co(int n)
{
	int r = n;
	long x = 0;

	if (r > 64)
		r = 64;
	if (r < 0)
		r = 0;
	while (r-- > 0) {
		if (r & 1)
			continue;
		x += bpf_coro_yield(r);
	}
	return r + x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
