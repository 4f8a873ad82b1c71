// Proves: a walk that runs out of budget going around a loop without a
// suspension (a branchy count-down body, nested in a loop that suspends)
// reports nothing: the walk keeps apart states the verifier merges (the
// verifier ignores values no later decision needs precisely) and the
// verifier loads the split in about a thousand instructions. It was "loop
// in '__bpf_coro' function 'fz' is too complex to check" at the outer
// loop. Reduced from extended fuzz seed 579 (and 577, a loop stepping by
// 2); both load and run in the fuzz test.
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

static __attribute__((noinline)) __u64 fz_mix(__u64 x, __u64 y)
{
	return (x ^ (y << 7)) + (x >> 3) * 0x9e3779b97f4a7c15ULL;
}

__bpf_coro static long fz(long a, long b)
{
	__u64 v0 = (__u64)((__u64)a ^ 0x32ULL);
	__u32 v1 = (__u32)(297);
	__s32 v2 = (__s32)((__u64)a ^ 0x3268b40ade363afULL);
	__s32 v3 = (__s32)(a);
	__s16 v4 = (__s16)(b);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 30U, 856U };

	for (int i3 = 1; i3 > 0; i3--) {
		{
			int i4 = (int)((fz_mix((__u64)v2, (__u64)v2) ^ 0x59b3aULL));

			if (i4 > 4)
				i4 = 4;
			if (i4 < 0)
				i4 = 0;
			while (i4-- > 0) {
				v3 = (__s32)((__u64)((__s64)(((__u64)(i4 + 1) ^ ((__u64)arr0[v1 & 3] & (__u64)arr0[v1 & 3]))) >> 8));
				v0 = (__u64)(((((__u64)v4 | (__u64)v0) + (__u64)((((__u64)(i4 + 1)) & 7) >= 1)) % (((__u64)((__s64)((0x10a37ULL + (__u64)(i3 + 1))) >> 53) & 7) + 1)));
				arr0[(i3 + 1) & 3] = (__u32)((0xe9e00f03147130c6ULL | (((((__u64)(i4 + 1)) & 7) < 4) ? ((__u64)v4 - 0x287eaULL) : ((v3 >= 24) ? (__u64)(i3 + 1) : 0x1ba4c5bULL))));
				v3 = (__s32)(((__u64)v3 + (((__u64)arr0[v0 & 3] % (((__u64)arr0[v0 & 3] & 7) + 1)) * (__u64)(v0 <= 98))));
			}
		}
		v2 = (__s32)((__u64)((__s64)((__u64)((((__u64)a) & 7) >= 0)) >> 34));
		v1 = (__u32)bpf_coro_yield(((__u64)(v3 <= 99) & (__u64)(v4 == v1)));
	}
	return (long)(v0 ^ v1 ^ v2 ^ v3 ^ v4 ^ arr0[0] ^ arr0[1] ^ arr0[2] ^ arr0[3]);
}
int use(void *f, long *out, long a, long b) { return bpf_coro_start(f, fz(a, b), out); }
