// A loop count clamped to [0, 4] from the low 16 bits of a parameter,
// before the first suspension (reduced from extended fuzz seed 2384). The
// clamp chose the 64-bit parameter itself and masked the copy after the
// choice, while the test read another register: `r9 = r3; w1 = w3 &
// 0xffff; if w1 < 4 goto +1; r9 = 4; w9 &= 0xffff`, so the verifier
// walked the loop with a count up to 0xffff ("The sequence of 8193 jumps
// is too complex" in the seed, a million instructions here). The
// zero-extended low half is now the one register
// tested and chosen. 5 -> four steps of x * 9 + 1: 33625; -3 -> none.
// RUN: start 5 -> SUSPENDED 33625; resume 1 -> DONE 33626; start -3 -> SUSPENDED -3; resume 0 -> DONE -3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) long next(long x)
{
	return x * 3 + 1;
}

__bpf_coro static long co(long a)
{
	__s16 v = (__s16)a;
	int n = (int)(__u64)v;
	long s = a;

	if (n > 4)
		n = 4;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		s = next(next(s) - 1);
	s += bpf_coro_yield(s);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
