// Extended fuzz seed 27617, reduced (statements deleted while the old
// plugin's output still failed): `v0 <= 3 ? arr0[v0 & 3] : arr1[v2 & 3]`
// of a __u8 v0. The optimiser dropped the `& 3` (v0 < 4 on that arm) and
// chose between the two addresses: selection computes &arr0[v0] above the
// branch it makes of the choice, which narrows v0's register but not the
// address computed from a copy of it, and the verifier refused the read
// ("invalid variable-offset read from stack R2 var_off=(0x0; 0x3fc)")
// where the seed's plain twin loads. An element's index is now masked
// with the array's length also where the address goes through a choice
// whose every use reads or writes that element (lib/BPFCoroIndexMask).
// The expected values are the body's, run on the host.
// RUN: start 7 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 218; resume 2 -> SUSPENDED 3166; resume 3 -> SUSPENDED 21180; resume 256 -> DONE 259
// RUN: start 5 6 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 4 -> SUSPENDED 0; resume 2 -> SUSPENDED 26382; resume 1 -> SUSPENDED 190; resume 258 -> SUSPENDED 3169; resume 3 -> DONE 5
// RUN: start -1 1 -> SUSPENDED 0; resume 5 -> SUSPENDED 32; resume 2 -> SUSPENDED 3166; resume 7 -> SUSPENDED 38; resume 9 -> DONE 16
// RUN: start 1234567 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 27126; resume 515 -> SUSPENDED 21177; resume 6 -> SUSPENDED 27132; resume 549755813887 -> DONE 549755813893
// RUN: start 0 2 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 26382; resume 2 -> SUSPENDED 3166; resume 3 -> SUSPENDED 21180; resume 1 -> DONE 4
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
	__u8 v0 = (__u8)a;
	__s64 v1 = a ^ 0x484bf57fe99a4LL;
	__u32 v2 = (__u32)b;
	__u32 arr0[4] = { (__u32)a, (__u32)b, 102U, 683U };
	__u32 arr1[4] = { (__u32)a, (__u32)b, 851U, 875U };

	for (int i = 0; i < 3 && (bpf_coro_yield(0) & 3) != 1; i++)
		;
	for (int i = 0; i < 9; i += 3) {
		for (int j = 0; j < 1; j++)
			v0 = (__u8)v1;
		v1 = bpf_coro_yield(mix((v0 <= 3) ? arr0[v0 & 3] : arr1[v2 & 3], i + 1));
	}
	return v1 + v0;
}

CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	CORPUS_OP(frames, co, co(A0, A1));
CORPUS_END
