// A signed counter clamped from above only (`if (r > 64) r = 64;`) and
// counted down with `while (r-- > 0)`, suspending on even values only, r
// used after the loop (from an adversarial round on compiler flags; it
// failed at the default flags). The start piece computed r - 1 before the
// test of r, in another register, since both ways use it: the test bounded
// r's copy, and the verifier, which let the 32-bit decrement of [S32_MIN,
// 64] wrap, counted the other down from 0x7fffffff ("The sequence of 8193
// jumps is too complex"). r - 1 is now computed on each way, after the
// test. The plain program loads.
// RUN: start -3 -> DONE -4; start 5 -> SUSPENDED 4; resume 10 -> SUSPENDED 2; resume 20 -> SUSPENDED 0; resume 30 -> DONE 59
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
	while (r-- > 0) {
		if (r & 1)
			continue;
		x += bpf_coro_yield(r);
	}
	return r + x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
