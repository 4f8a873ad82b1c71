// The second shape of extended fuzz seed 17034 (the first:
// loop-next-index-through-latch-phi.c). A do-while loop of 3 around a
// switch whose default case suspends and whose case 1 stores to
// `arr0[(i0 + 1) & 3]`. The optimiser dropped the mask (i0 + 1 is in
// [1, 3] there) and computed i0 + 1 once, above the tests of i0, for a
// call's argument too: a resume that re-entered the loop tested the
// reloaded i0 (`i0 < 2`) and went on with i0 + 1, another register the
// test does not narrow, as the next iteration's i0; so did the latch of
// the body's other ways. The verifier let the store's index drift one
// further each time round and refused it ("invalid variable-offset write
// to stack"), where the plain twin loads. The test is now made on the
// value that goes on, `i0 + 1 < 3` (lib/BPFCoroExitTest). Reduced by
// deleting statements while the old plugin's output still failed; the
// expected values are the body's, run on the host.
// RUN: start 3 4037979486 -> SUSPENDED 4316907269704118917; resume 0 -> DONE 3648777042433567753
// RUN: start 7 4038041115 -> SUSPENDED -613580839057142523; resume 1 -> DONE 3648791284339545671
// RUN: start 3 4037983518 -> SUSPENDED -2901631425647182203; resume 2 -> DONE 3648775960033150505
// RUN: start -1 4037986857 -> SUSPENDED 2457776289018603781; resume 3 -> DONE 4792110049162114004
// RUN: start 11 4037983326 -> SUSPENDED 4469439587925500549; resume 5 -> DONE 796286818500106460
// RUN: start 2 4037983589 -> SUSPENDED -3359940046528528251; resume -1 -> SUSPENDED -3359940046528528251; resume 7 -> DONE 3648775932386090037
// RUN: start 1 4037995870 -> SUSPENDED 2508145950954386053; resume 7 -> SUSPENDED 2508145950954386053; resume 8 -> DONE 3792887836427502098
// RUN: start 0 4037991775 -> SUSPENDED -6263035756212964603; resume 8 -> SUSPENDED -6263035756212964603; resume 9 -> DONE 3792884536133001411
// RUN: start 4886718345 4037975932 -> DONE 2013800828001641416
// RUN: start 15 4037983687 -> SUSPENDED 2177962298027028357; resume 10 -> SUSPENDED 2177962298027028357; resume 0 -> SUSPENDED 2177962298027028357; resume 1 -> DONE 796286927778143966
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long fz(long a, long b)
{
	__s32 v0 = (__s32)((__u64)b ^ 0xff0aebd5eULL);
	__u64 v1 = (__u64)(a);
	__u32 v2 = (__u32)(b);
	__u8 v3 = (__u8)(a);
	__u32 v4 = (__u32)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 736U, 322U };
	int n0 = (int)(((__u64)a >> 3) & 3) + 1;
	int n1 = (int)(((__u64)b >> 2) & 3) + 1;
	struct fz_s s0 = { (__u16)a, (__u64)b ^ 0x76d3ab99755aee20ULL, { 223, 186, 12, 48 } };

	if (v0 < 59) return (long)(fz_sum(((__u64)arr0[v3 & 3] << 35)));
	{
		int i0 = 0;

		do {
			switch (((__u64)v1) & 3) {
			case 0:
				v0 = (__s32)(((v1 <= v4) ? (__u64)arr0[v3 & 3] : fz_mix((__u64)((__s64)((__u64)s0.x) >> 30), ((__u64)(i0 + 1) % (((__u64)v4 & 7) + 1)))));
				break;
			case 1:
				arr0[(i0 + 1) & 3] = (__u32)(((__u64)a | ((__u64)((__s64)((__u64)a) >> 42) / ((((__u64)v0 & 0xd5ULL) & 7) + 1))));
			case 2:
				v3 = (__u8)(fz_sum((fz_sum((__u64)a) >> 50)));
				break;
			default:
				v1 = (__u64)YIELD(fz_mix(fz_sum(0x5ULL), fz_mix((__u64)v2, (__u64)arr0[v0 & 3])));
			}
			v1 = (__u64)(((__u64)b + fz_mix(fz_sum((__u64)a), ((__u64)(i0 + 1) << 50))));
		} while (++i0 < 3);
	}
	return (long)((((((__u64)a) & 7) >= 2) ? (s0.y & (__u64)v1) : (__u64)(v0 < v1)) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ (__u64)n0 ^ (__u64)n1 ^ ((__u64)s0.x << 5) ^ (s0.y >> 1) ^ ((__u64)s0.z[0] << 20) ^ ((__u64)s0.z[1] << 30) ^ ((__u64)s0.z[2] << 40) ^ ((__u64)s0.z[3] << 50));
}

CORPUS_ARRAY(frames, fz);
CORPUS_DRIVER(frames, fz, fz(A0, A1))
