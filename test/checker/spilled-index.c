// Fuzz seed 548 with a bpf_coro_user_return() before every yield (test/kernel/
// fuzz/gen.c's fzu_548.bpf.c, kept as generated): its start publishes the
// index after scheduling the task work from a 4-byte stack spill, with a
// pointer into one of two stack arrays left in r1 across helper calls.
// test/lit/checker/spilled-index.test has the checker follow it.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(fz));
	__uint(max_entries, 1);
} frames SEC(".maps");

#define YIELD(x) ({ bpf_coro_user_return(&frames); bpf_coro_yield(x); })

__bpf_coro static long fz(long a, long b)
{
	__s16 v0 = (__s16)(b);
	__s16 v1 = (__s16)(a);
	__u32 v2 = (__u32)(b);
	__s64 v3 = (__s64)(191);
	__u32 arr0[4] = { (__u32)a, (__u32)b, 970U, 911U };
	__u32 arr1[4] = { (__u32)a, (__u32)b, 106U, 257U };
	int n0 = (int)(((__u64)a >> 2) & 3) + 1;
	int n1 = (int)(((__u64)b >> 7) & 3) + 1;

	arr0[((__u64)((__s64)(((__u64)v1 * (__u64)arr0[v1 & 3])) >> 56)) & 3] = (__u32)((__u64)v1);
	v3 = (__s64)(((((__u64)v2 ^ (__u64)v1) & (__u64)((__s64)((__u64)arr0[v2 & 3]) >> 10)) & (__u64)arr0[v1 & 3]));
	arr1[((__u64)((((__u64)v1) & 7) < 6)) & 3] = (__u32)((__u64)v3);
	arr1[((__u64)((((__u64)v1) & 7) > 3)) & 3] = (__u32)(((__u64)((((__u64)v0) & 7) != 3) * (((__u64)v0 >> 32) + (__u64)((((__u64)v2) & 7) != 3))));
	arr0[(((0x2ULL - (__u64)arr0[v0 & 3]) | ((__u64)v1 + 0x8ULL))) & 3] = (__u32)(((__u64)(v1 > v0) + ((v1 >= v0) ? ((__u64)arr1[v0 & 3] + (__u64)v3) : ((__u64)v2 >> 56))));
	v0 = (__s16)((__u64)v0 + (__u64)YIELD((__u64)(v3 == 43)));
	YIELD((__u64)b);
	return (long)((((__u64)arr1[v1 & 3] - (__u64)a) >> 12) ^ ((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)arr0[0] << 0) ^ ((__u64)arr0[1] << 3) ^ ((__u64)arr0[2] << 6) ^ ((__u64)arr0[3] << 9) ^ ((__u64)arr1[0] << 12) ^ ((__u64)arr1[1] << 15) ^ ((__u64)arr1[2] << 18) ^ ((__u64)arr1[3] << 21) ^ (__u64)n0 ^ (__u64)n1);
}

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
