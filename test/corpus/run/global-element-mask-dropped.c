// An element of a global array read through a helper, its index's mask
// dropped before the split: `FZ_READ(&s0, &fz_tab[(C ^ v4) & 3])` where v4,
// saved across the suspension, is a remainder of 0 or 1. The optimiser
// folded the index to `v4 ^ 1` knowing that, then expanded the remainder
// into a select and an add, whose range the reload check gives the
// verifier as [-8, 1]; an xor of that is unbounded, and 6.18 refused "math
// between map_value pointer and register with unbounded min value". Such
// an element of a global array of 2^k elements is now masked with the
// bound, as a local's was (lib/BPFCoroIndexMask). Reduced from the
// extended fuzz generator's seed 31772 (test/kernel/fuzz/gen.c). The
// expected values are the body's, run on the host; an odd v2 after the
// resume takes the read (fz_tab[0] with v4 1, fz_tab[1] with v4 0).
// RUN: start 100 -1 -> SUSPENDED 1; resume 2 -> DONE 36503069900660855
// RUN: start 100 -1 -> SUSPENDED 1; resume 3 -> DONE 1507918016401842508
// RUN: start 100 -1 -> SUSPENDED 1; resume 0 -> DONE 36503069900693623
// RUN: start 3 0 -> SUSPENDED 0; resume 0 -> DONE 1507918016134098335
// RUN: start 3 0 -> SUSPENDED 0; resume 1 -> DONE 9173358167799595656
// RUN: start -9 2 -> SUSPENDED 0; resume -1 -> DONE -9173358167799430520
// RUN: start 0 32767 -> SUSPENDED 0; resume 1 -> DONE 1507918016134032894
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s16 v0 = (__s16)((__u64)b ^ 0x1c8c59f3f26eecULL);
	__s32 v2 = (__s32)((__u64)a ^ 0xa73366637aa59ebULL);
	__u8 v4 = (__u8)(b);
	__s16 v5 = (__s16)(113);
	struct fz_s s0 = { (__u16)a, (__u64)a ^ 0x2e727d31b27f5bfcULL, { 149, 81, 216, 245 } };

	v4 = (__u8)(((__u64)(v2 > 2) % ((fz_sum((__u64)(v5 > v0)) & 7) + 1)));
	v2 = (__s32)((__u64)v2 + (__u64)YIELD((__u64)v4));
	if (v2 & 1)
		FZ_READ(&s0, &fz_tab[(((0xe6cd99831ULL | 0xcULL) ^ (__u64)v4)) & 3]);
	return (long)(((__u64)v2 << 14) ^ ((__u64)v4 << 28) ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[3] << 50));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
