// loop-exits-predicated-no-exit-left.c at -O1 (an adversarial round):
// IndVarSimplify predicated both exits of the two-trip loop on its trip
// count as at -O2, but no unswitching hoisted the tests, which stayed in
// the loop; its back edge, taken only where both fail, cannot be taken,
// and the verifier walked round it ("infinite loop detected"). The back
// edge is now broken (lib/BPFCoroDeadLoops). The expected values are the
// body's, run on the host.
// FLAGS: -O1
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
