// Extended fuzz seed 36090, reduced (lines deleted while the old plugin's
// output still failed): `arr0[((i5 + 1) | (C % ((i5 + 1) + 1))) & 3]` in
// a loop with a suspension. The optimiser knew i5 + 1 is 2 or 3, so the
// index at most 3, and dropped the `& 3`; after a resume the verifier
// knows i5 but not the remainder (it bounds no division), and the store
// went out of the stack ("value ... makes fp pointer be out of bounds")
// where the seed's plain twin loads. An index made by `or` whose known
// bits do not bound it is now masked with its array's bound
// (lib/BPFCoroIndexMask). The expected values are the body's, run on the
// host.
// RUN: start 2 1 -> SUSPENDED 17040189039; resume 5 -> DONE 2033092412486
// RUN: start 6 2 -> SUSPENDED 11360125999; resume 1 -> DONE 2033092411993
// RUN: start 1 3 -> SUSPENDED 8520094507; resume 4 -> SUSPENDED 0; resume 4 -> DONE 2033092425803
// RUN: start -7 258 -> SUSPENDED 11360126127; resume 0 -> DONE 2034241483942
// RUN: start 5 -1 -> SUSPENDED 2305843004953646703; resume 3 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume 3 -> DONE -143306806203
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__u8 v0 = (__u8)(b);
	__u64 v1 = (__u64)((__u64)b ^ 0x7ef594c8dULL);
	__u64 v2 = (__u64)(43);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 67U, 689U };

	YIELD(((__u64)v2 | ((__u64)v1 / (((__u64)v0 & 7) + 1))));
	for (int i5 = 2; i5 > 0; i5--) {
		switch ((((__u64)arr0[v0 & 3] * ((__u64)a ^ (__u64)v0))) & 3) {
		case 2:
			v1 = (__u64)((__u64)v1 + (__u64)YIELD((__u64)((__s64)((__u64)((__s64)((__u64)arr0[v0 & 3]) >> 53)) >> 53)));
		}
		arr0[(((__u64)(i5 + 1) | (0xd2417fad76b0ed08ULL % (((__u64)(i5 + 1) & 7) + 1)))) & 3] = (__u32)(((__u64)v2 >> 18) + v1);
	}
	return (long)(arr0[0] ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ v1);
}
CORPUS_ARRAY(frames, fz);

CORPUS_BEGIN
	CORPUS_OP(frames, fz, fz(A0, A1));
CORPUS_END
