// Extended fuzz seed 24179, reduced: a two-trip loop that may return, then
// a suspension. IndVarSimplify predicated both exits on the trip count
// `umin(c, 1)`, c the return's count: the return where `c == umin(c, 1)`,
// the end where `1 == umin(c, 1)`; unswitching hoisted both tests and left
// the loop with no exit, entered where neither holds, which cannot be. The
// verifier does not know that: it walked into the empty loop and refused
// the program ("infinite loop detected") where the seed's plain twin loads
// (an exit block's phi stops the predication there). The back edge of
// such a loop is now broken (lib/BPFCoroDeadLoops; at -O1, where the tests
// stay in the loop: loop-exits-predicated-tests-in-loop-O1.c). The
// expected values are the body's, run on the host; the loop returns for a
// above 2 + K, K = -93594296651.
// RUN: start 7 0 -> SUSPENDED 1378000767; resume 5 -> DONE 931
// RUN: start 7 3 -> SUSPENDED 1378000767; resume -2 -> DONE 924
// RUN: start -93594296648 1 -> DONE -2875348650245
// RUN: start -93594296649 2 -> SUSPENDED 1378000767; resume 1 -> DONE -93594295729
// RUN: start -93594296647 5 -> DONE -2875348650338
// RUN: start -1 6 -> DONE -42718023621
// RUN: start 0 -1 -> SUSPENDED 2916966528; resume 9 -> DONE 581
// RUN: start -93594296649 1378000764 -> SUSPENDED 575; resume 4 -> DONE -93594295726
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u64 mix(__u64 a, __u64 b)
{
	return a * 31 + b;
}

__bpf_coro static long co(long a, long b)
{
	__u32 v4 = (__u32)((__u64)b ^ 0x1421c52229f7fULL);
	__u32 arr[4] = { (__u32)a, (__u32)b, 919U, 572U };

	for (int i = 2; i > 0; i--)
		if ((__u64)a > (__u64)(i + 1) +
				       (__u64)((__s64)0xa8d5617ad44aa84aULL >> 26))
			return mix((__u64)a ^ v4, 1);
	long c = bpf_coro_yield(arr[v4 & 3] | v4);

	return a + c + arr[(a - 9) & 3];
}

CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	CORPUS_OP(frames, co, co(A0, A1));
CORPUS_END
