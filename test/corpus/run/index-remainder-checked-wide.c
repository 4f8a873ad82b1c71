// A remainder of 0 or 1 used as an index after a suspension: the
// optimiser knew it small and dropped the source's `& 3`, then computed it
// as a choice of -7..0 plus 0 or 1 (behind a freeze), which the split's
// range analysis saved and checked as [-7, 0xffffffff]. The index was then
// rebased from -7 and, no longer one into the array, kept no bound:
// "invalid unbounded variable-offset read from stack". An element of an
// array is now masked with the array's bound, not rebased
// (lib/BPFCoroIndexMask). The extended fuzz generator's seed 13896, the
// variant with bpf_coro_user_return() before every yield
// (test/kernel/fuzz/gen.c), reduced by deleting statements while the old
// plugin's output still failed. The expected values are the body's, run on
// the host (each await suspends with 0; its task work runs on to the
// yield, which the next resume continues).
// RUN: start 0 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 4 -> SUSPENDED 0; resume 5 -> DONE 1431296
// RUN: start 7 13 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> DONE 297128171
// RUN: start 4886718345 68414056839 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> DONE -54514886280
// RUN: start -1 26 -> SUSPENDED 0; resume -1 -> SUSPENDED 0; resume -2 -> SUSPENDED 0; resume -3 -> SUSPENDED 0; resume -4 -> SUSPENDED 0; resume -5 -> DONE -270907333488
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, fz);

#undef YIELD
#define YIELD(x) ({ bpf_coro_user_return(&frames); bpf_coro_yield(x); })

__bpf_coro static long fz(long a, long b)
{
	__u64 v0 = (__u64)(a);
	__u8 v1 = (__u8)(b);
	__u64 v2 = (__u64)(70);
	__s16 v3 = (__s16)(b);
	__s64 v4 = (__s64)((__u64)b ^ 0x607ULL);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 835U, 555U };
	int n0 = (int)(((__u64)a >> 2) & 3) + 1;
	int n1 = (int)(((__u64)a >> 6) & 3) + 1;
	for (int i0 = 0; i0 < 1 && (YIELD((__u64)((__s64)(fz_mix((__u64)arr0[v4 & 3], (__u64)arr0[v1 & 3])) >> 31)) & 3) != 1; i0++) {
		for (int i1 = 0; i1 < 2 && (YIELD((__u64)arr0[v4 & 3]) & 3) != 0; i1++) {
			v4 = (__s64)(((((v0 != 26) ? (__u64)arr0[v0 & 3] : (__u64)arr0[v4 & 3]) % ((((__u64)(i0 + 1) & (__u64)arr0[v3 & 3]) & 7) + 1)) % (((((__u64)(i0 + 1) + 0xfc0fb1c51b0930bdULL) * ((__u64)v0 / ((0xbULL & 7) + 1))) & 7) + 1)));
			arr0[((0x2d1ULL * 0xaae59475ffdc4f86ULL)) & 3] = (__u32)YIELD((((__u64)arr0[v0 & 3] - (__u64)(i0 + 1)) | (0xfULL - (__u64)arr0[v4 & 3])));
		}
	}
	for (int i2 = 0; i2 < 1 && (YIELD(fz_sum((__u64)(v0 <= 42))) & 2) != 2; i2++) {
		switch (((__u64)b) & 3) {
		}
	}
	return (long)(((__u64)((__s64)((__u64)v2) >> 27) << 25) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1);
}

CORPUS_DRIVER(frames, fz, fz(A0, A1))
