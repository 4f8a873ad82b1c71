// Input of stack-staging.c (the fuzzer's case, reduced): three arrays
// (216 bytes) live across suspensions in loops, one indexed by a value
// loaded from another. The plain function needs no stack.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

#define YIELD(v) ((__u64)bpf_coro_yield((long)(v)))

static const __u32 c171_3_tab[16] = { 0x852678dULL, 0xc19bd363ULL, 0x1e66ffaeULL, 0x1b13867bULL, 0xeaf96cedULL, 0xbc7fc480ULL, 0x48d0fc58ULL, 0x866303e3ULL, 0x500b2e1cULL, 0x93cce042ULL, 0xbc66b5f1ULL, 0x15abb2e1ULL, 0xb76e472dULL, 0x2cc8be5fULL, 0x996bfc51ULL, 0x1166c1a9ULL };

__bpf_coro static long c171_3(__s64 p0, __s32 p1)
{
	__u64 v1 = (__u64)(((long)(p1) < (long)(c171_3_tab[((__u32)(p1) & 15)])));
	__s32 v2 = (__s32)(1);
	unsigned long v3 = (unsigned long)((v1));
	__s32 v4 = (__s32)((YIELD(0)));
	__u8 v5 = (__u8)(0);
	__u64 v6 = (__u64)(0);
	unsigned int v7 = (unsigned int)((YIELD(0)));
	__s8 v8 = (__s8)(0);
	unsigned long v9 = (unsigned long)(0);
	unsigned int a10[16] = {};
	long a11[16] = { (long)0xf963ULL, (long)v5, (long)v3, (long)15ULL, (long)0x22f9ULL, (long)p1, (long)0x9e3779b97f4a7c15ULL, (long)43ULL, (long)61ULL, (long)0x9e3779b97f4a7c15ULL, (long)100ULL, (long)0x8000ULL, (long)v2, (long)0xc1f4f465ULL, (long)57ULL, (long)2ULL };
	int a12[6] = { (int)64ULL, (int)15ULL, (int)0x9605fefcdb6aa730ULL, (int)v8, (int)66ULL, (int)0xfffa5914ULL };
	for (__u16 i13 = 9; i13 < 10; i13 += 1) {
		if ((YIELD(0))) {
			v3 = (unsigned long)((YIELD(v2)));
		}
	}
	if (1) {
		for (int i14 = -37; i14 <= -36; i14 += 1) {
			p1 = (__s32)((__u64)v4 ^ YIELD((__u64)p1 - 40));
			__u8 i17 = 0;
			do {
				if ((a12[((v6))])) {
					unsigned long v19 = (unsigned long)(((unsigned long)((p0)) | (unsigned long)((v1))));
					for (int i20 = 0; i20 < 1 && ((v19)); i20++) {
					}
					if ((a11[((__u32)(a10[((__u32)(v3) & 15)]) & 15)])) {
						break;
					}
					v3 = (unsigned long)(1);
				}
			/* The fuzzer's `while (v3)` alone never ends for the
			 * verifier when the reloaded arrays make it go around
			 * (now a compile error): i17 bounds it. */
			} while ((v3) && ++i17 < 4);
		}
	}
	{
		__u64 hh = 0xcbf29ce484222325ULL;
		return (long)hh;
	}
}

int start(void *f, long *out) { return bpf_coro_start(f, c171_3(1, 2), out); }
int resume(void *f, long *out) { return bpf_coro_resume(c171_3, f, 7, out); }
