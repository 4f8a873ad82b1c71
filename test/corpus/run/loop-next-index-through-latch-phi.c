// A do-while loop of 3 around a switch whose default case suspends, with
// `arr0[(i0 + 1) & 3]` in its other case: after a resume the latch tests
// the reloaded i0 (`i0 < 2`) while i0 + 1, computed above the test for a
// call's argument too, reaches the next iteration through the header's
// phi, one register the test does not narrow (6.18 links a copy plus a
// constant, but a second copy breaks the link), and the store overran the
// array ("invalid variable-offset write to stack"). A derived value is
// now computed anew below the test also for a phi that takes it there and
// reaches an address (lib/BPFCoroExitTest). The extended fuzz generator's
// seed 17034 (test/kernel/fuzz/gen.c), reduced by deleting statements
// while the old plugin's output still failed and the plain twin loaded
// (the whole seed still fails in another shape). The expected values are
// the body's, run on the host.
// RUN: start 0 0 -> SUSPENDED 12058629; resume 1 -> SUSPENDED 12058629; resume 2 -> SUSPENDED 12058629; resume 3 -> DONE -4299206884928129458
// RUN: start 7 13 -> SUSPENDED 1998715050320105733; resume 5 -> SUSPENDED 1998715050320105733; resume 1 -> SUSPENDED 1998715050320105733; resume 0 -> DONE -4443322075971404597
// RUN: start 4886718345 68414056839 -> SUSPENDED -4574685106410292347; resume 3 -> SUSPENDED -4574685106410292347; resume 3 -> DONE 1883868717694234730
// RUN: start -1 26 -> SUSPENDED 5996215519688649861; resume -1 -> DONE -5587327169505833007
// RUN: start 5 1 -> SUSPENDED 5275781; resume 1 -> SUSPENDED 5275781; resume 1 -> DONE -4443322072746052158
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
	{
		int i0 = 0;
		do {
			switch (((__u64)v1) & 3) {
			case 1:
				arr0[(i0 + 1) & 3] = (__u32)(((__u64)a | ((__u64)((__s64)((__u64)a) >> 42) / ((((__u64)v0 & 0xd5ULL) & 7) + 1))));
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
