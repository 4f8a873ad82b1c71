// Fuzz seed 1176 (test/kernel/fuzz/gen.c's fz_1176.bpf.c, kept as generated):
// eleven suspensions publish their states from one shared tail that most
// of them jump back to. test/lit/checker/many-publishers.test has the
// checker keep the hull of those states at the tail.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

#define YIELD(x) bpf_coro_yield(x)

__bpf_coro static long fz(long a, long b)
{
	__u32 v0 = (__u32)(b);
	__s32 v1 = (__s32)((__u64)a ^ 0x2c5aULL);
	__s16 v2 = (__s16)(191);
	__s16 v3 = (__s16)(b);
	__u32 v4 = (__u32)(230);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 865U, 132U };
	__u32 arr1[4] = { (__u32)a, (__u32)b, 101U, 144U };
	int n0 = (int)(((__u64)b >> 4) & 3) + 1;

	v2 = (__s16)((((v3 <= 35) ? (__u64)arr0[v1 & 3] : ((v4 != v0) ? (__u64)v2 : (__u64)v1)) + ((__u64)((__s64)((__u64)v0) >> 48) * ((__u64)arr1[v1 & 3] ^ (__u64)v4))));
	v1 = (__s32)(((__u64)((((__u64)a) & 7) < 4) * (((__u64)b ^ 0x928b5844b021655cULL) & ((__u64)b - (__u64)v4))));
	if ((YIELD((((((__u64)v2) & 7) == 7) ? (__u64)((((__u64)v2) & 7) <= 4) : (0xdULL + (__u64)v2))) & 1) == 1) {
		arr0[((__u64)b) & 3] = (__u32)((((__u64)b >> 41) | (__u64)arr0[v1 & 3]));
		if (v3 == v2) {
			v0 = (__u32)(((__u64)((__s64)((__u64)v1) >> 42) * ((__u64)v0 ^ (__u64)v0)));
			arr0[((__u64)arr0[v4 & 3]) & 3] = (__u32)YIELD((__u64)(((0xef95f94482160238ULL) & 7) < 4));
			v0 = (__u32)(((__u64)((__s64)((__u64)((__s64)((__u64)arr1[v2 & 3]) >> 62)) >> 32) ^ ((__u64)v2 * ((__u64)v1 ^ (__u64)arr0[v4 & 3]))));
		} else {
			arr0[((((((__u64)v1) & 7) != 2) ? 0x5bULL : (__u64)v0)) & 3] = (__u32)YIELD(((__u64)v0 << 13));
			arr0[(((__u64)v2 | (__u64)arr0[v0 & 3])) & 3] = (__u32)YIELD((((__u64)v1 * (__u64)v3) >> 14));
		}
		arr1[(((__u64)arr0[v0 & 3] * 0xfbc5552d928b8a24ULL)) & 3] = (__u32)((__u64)v0);
	}
	if (v4 == v2) {
		v3 = (__s16)((__u64)arr1[v2 & 3]);
	} else {
		arr0[(((v1 >= 91) ? ((__u64)a * (__u64)v1) : ((__u64)arr0[v2 & 3] >> 28))) & 3] = (__u32)((__u64)((__s64)(((0x595394beb35b1c7ULL & (__u64)arr1[v1 & 3]) ^ (__u64)(((0xbULL) & 7) == 0))) >> 29));
		v0 = (__u32)YIELD((__u64)(v1 == 7));
	}
	if ((YIELD(((__u64)v2 - ((v2 != 78) ? (__u64)v2 : (__u64)v2))) & 2) == 0) {
		v1 = (__s32)(((__u64)arr0[v2 & 3] ^ (__u64)((__s64)(((__u64)v3 * 0xecULL)) >> 54)));
		v2 = (__s16)((__u64)arr0[v4 & 3]);
		v0 = (__u32)((__u64)((__s64)(((__u64)(v1 != v0) * (__u64)arr0[v2 & 3])) >> 20));
	}
	if (v1 != 92) {
		YIELD((((__u64)v2 - (__u64)b) * (__u64)v2));
		if ((YIELD((__u64)v1) & 2) == 0) {
			arr0[((((__u64)v3 >> 18) ^ ((__u64)b & 0xb29956a175994ULL))) & 3] = (__u32)((__u64)(v1 > 44));
		}
	}
	for (int i0 = 0; i0 < n0; i0++) {
		v0 = (__u32)((__u64)v0 + (__u64)YIELD((__u64)(v3 > 99)));
		if ((YIELD((__u64)(i0 + 1)) & 2) == 0) {
			arr1[((((__u64)v0 * (__u64)arr1[v0 & 3]) - (__u64)((__s64)((__u64)v2) >> 47))) & 3] = (__u32)((__u64)((__s64)((__u64)(i0 + 1)) >> 53));
			v2 = (__s16)(((v4 != v1) ? (__u64)arr0[v4 & 3] : 0xbcd92b86d6522194ULL));
		}
		v4 = (__u32)((__u64)((__s64)((__u64)v4) >> 25));
		v2 = (__s16)YIELD(((__u64)v4 & ((__u64)(i0 + 1) | 0x37f2cULL)));
	}
	v0 = (__u32)((__u64)v2);
	if ((YIELD((__u64)v4) & 1) == 0) {
		for (int i1 = 0; i1 < n0; i1++) {
			v2 = (__s16)(((((((__u64)v1) & 7) != 2) ? (__u64)v0 : ((__u64)v4 & (__u64)a)) << 46));
			if (v0 <= (__s64)((((v1 < v0) ? 0x0ULL : (__u64)arr1[v0 & 3]) + ((__u64)arr0[v4 & 3] & (__u64)arr1[v3 & 3])))) continue;
			v3 = (__s16)((__u64)arr0[v4 & 3]);
			YIELD(((v2 >= v1) ? (0xdULL - 0x3d09ULL) : (0x3582f700ULL + (__u64)a)));
		}
		if ((YIELD((__u64)arr0[v3 & 3]) & 2) == 0) {
			v1 = (__s32)((__u64)v1 + (__u64)YIELD((__u64)v4));
			v1 = (__s32)(((__u64)((((__u64)v4) & 7) < 0) << 21));
		}
	}
	return (long)((__u64)((__s64)(((__u64)b + (__u64)v3)) >> 16) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ ((__u64)arr1[0] << 12) ^ ((__u64)arr1[1] << 15) ^ ((__u64)arr1[2] << 18) ^ ((__u64)arr1[3] << 21) ^ (__u64)n0);
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(fz));
	__uint(max_entries, 1);
} frames SEC(".maps");

struct fz_args {
	long a, b, in;
	long out;
	int status;
};

SEC("syscall")
int drive(struct fz_args *c)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 1;
	if (bpf_coro_suspended(f))
		c->status = bpf_coro_resume(fz, f, c->in, &out);
	else
		c->status = bpf_coro_start(f, fz(c->a, c->b), &out);
	c->out = out;
	return 0;
}
