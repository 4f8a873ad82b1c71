// An index into a byte array inside a local struct, with its mask dropped:
// `s0.z[v2 & 3]` where v2 is 0 (or 1) after `if (v2 > (v2 <= v0)) break`.
// SROA made z and the struct's padding one 8-byte local, so no array type
// bounds the index any more, and the verifier, which cannot narrow v2 on a
// compare of two registers, read 1..255 bytes past z ("invalid
// variable-offset read from stack"). An offset into a local that is not an
// array is now clamped to the local (lib/BPFCoroIndexMask). Reduced from
// the extended fuzz generator's seed 26524 (test/kernel/fuzz/gen.c). The
// expected values are the body's, run on the host; b & 0xff == 0 takes the
// read.
// RUN: start 1 0 -> SUSPENDED 157; resume 2 -> DONE 5675192285969442654
// RUN: start 1 0 -> SUSPENDED 157; resume 0 -> DONE 5675192285969426270
// RUN: start 5 1 -> SUSPENDED 1; resume 3 -> DONE 5675192285969442784
// RUN: start -7 256 -> SUSPENDED 157; resume 1 -> DONE 3548179750885357730
// RUN: start 3 2 -> DONE 5675192285969393536
// RUN: start -1 -1 -> DONE -3548179750887450589
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__u64 v0 = (__u64)(b);
	__u8 v2 = (__u8)(b);
	struct fz_s s0 = { (__u16)b, (__u64)a ^ 0x9e3ddce289dd4f86ULL, { 157, 134, 187, 119 } };

	for (int i0 = 0; i0 < 1; i0++) {
		if (v2 > (v2 <= v0)) break;
		switch (((__u64)v2) & 3) {
		case 0:
			v0 = s0.z[v2 & 3];
		default:
			break;
		}
		if ((YIELD(v0) & 2) == 2) {
			v2 = 1;
		}
	}
	return (long)(((__u64)v0 << 0) ^ ((__u64)v2 << 14) ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[1] << 30) ^ ((__u64)s0.z[2] << 40) ^ ((__u64)s0.z[3] << 50));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
