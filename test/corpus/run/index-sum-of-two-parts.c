// An index the optimiser rebuilt from two parts: `(b % (v0 + 1) % m) & 3`
// with v0 0 or 1 is 0 or 1, written as a choice of a negative number or 0
// plus a 0-or-1 remainder, and the mask dropped. The verifier bounds the
// parts one by one, to 8 elements of the 4-element arr0, and its store
// then marks the stack slot beside the array unknown: the slot where the
// split had spilled the frame pointer ("misaligned access" on the frame
// when the piece publishes its state). The whole offset is now clamped to
// the array (lib/BPFCoroIndexMask). Reduced from the extended fuzz
// generator's seed 18417 (test/kernel/fuzz/gen.c; seed 17180 is the same
// class). The expected values are the body's, run on the host.
// RUN: start 3 7 -> SUSPENDED 0; resume 0 -> DONE 143423
// RUN: start 200 13 -> SUSPENDED 1; resume 5 -> DONE 143471
// RUN: start -1 -1 -> SUSPENDED 0; resume 9 -> DONE 4294823935
// RUN: start 112 1000001 -> SUSPENDED 1; resume 1 -> DONE 7873039
// RUN: start 4886718345 26 -> SUSPENDED 1; resume 2 -> DONE 143575
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__u32 v0 = a > 111;
	__u8 v2 = a;
	__u32 arr0[4] = { a, b, 64, 272 };

	YIELD(v0);
	for (int i = 0; i < 8; i++)
		if (v0 != v2)
			v2 = (__s64)(((__u64)v2 & 0x3d) << 37) >> 38;
	arr0[((__u64)b % (v0 + 1) % ((fz_mix(v2, v0) & 7) + 1)) & 3] = 7;
	return v2 ^ arr0[0] ^ (arr0[1] << 3) ^ (arr0[2] << 6) ^ (arr0[3] << 9);
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
