// A loop to a bound computed from an argument, after two suspensions. The
// loop is rotated: its guard tests n1 - 1 == 0 in one register, and LLVM's
// linear function test replacement turns the exit test i2 < n1 into
// i2 + 2 != n1 on another. The verifier narrows n1 ([1, 4]) on a != only
// at its ends, and the first compare is with 2: n1 never narrows, the
// counter runs past 4 and 6.18 gives up after 8193 queued jumps. The exit
// test must become i2 + 2 < n1 again (lib/BPFCoroExitTest). Reduced from
// the extended fuzz generator's seed 4983 (test/kernel/fuzz/gen.c); as
// plain C the optimiser kept the guard and the exit test on one register.
// The expected values are the body's, run on the host.
// RUN: start 5 53 -> SUSPENDED 5; resume 7 -> SUSPENDED 53; resume 9 -> DONE -27131;
// RUN: start 3 3 -> SUSPENDED 3; resume -2 -> SUSPENDED 3; resume 40000 -> DONE 5300
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u64 mix(__u64 x, __u64 y)
{
	return (x ^ (y << 7)) + (x >> 3) * 0x9e3779b97f4a7c15ULL;
}

__bpf_coro static long co(long a, long b)
{
	__s16 v0 = (__s16)bpf_coro_yield(a);
	__s16 v1 = (__s16)bpf_coro_yield(b);
	__s16 v3 = (__s16)a;
	__s16 v4 = (__s16)b;
	int n1 = (int)(((__u64)b >> 4) & 3) + 1;

	for (int i2 = 0; i2 < n1; i2++) {
		v0 = (__s16)(mix((__u64)(i2 + 1), (__u64)v0) |
			     (((v4 == v3) ? 0x119fb135cULL : (__u64)(i2 + 1)) +
			      ((__u64)v1 * (__u64)v3)));
		v3 = (__s16)mix((__u64)v1, 3);
	}
	return v0 ^ v1 ^ v3 ^ n1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
