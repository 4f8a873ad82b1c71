// A count-down clamped to [0, 2] from a phi of a 32-bit load and the low
// half of a 64-bit call result, computed after a resume. The clamp chose
// its count in a 64-bit register, `w6 = w0` zero-extending the phi, but
// its test read the phi's own register: `w6 = w0; if w0 < 2 goto +1;
// r6 = 2`. w0 does not fit 32 bits to the verifier, so 6.18 links no
// copy, narrowed w0 alone, and walked the loop down from r6 = 0x7fffffff
// to a million instructions (extended fuzz seed 19303, which loads as
// plain C). The test now reads the zero extension it copies.
// RUN: start 1 2 -> SUSPENDED 0; resume 8 -> DONE 4223592574
// RUN: start 1 2 -> SUSPENDED 0; resume 24 -> DONE 1826297399
// RUN: start -1 2 -> SUSPENDED 0; resume 8 -> DONE 0
// RUN: start 1 2 -> SUSPENDED 0; resume 0 -> DONE 0
// RUN: start 1 2 -> SUSPENDED 0; resume 1 -> DONE 1826297399
// RUN: start 1 2 -> SUSPENDED 0; resume 2 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) __u64 mix(__u64 x)
{
	return (x * 0x9e3779b97f4a7c15ULL) ^ (x >> 7);
}

__bpf_coro static long co(long a, long b)
{
	__u32 arr[4] = { (__u32)a, (__u32)b, 5, 6 };
	__u32 out[4] = { 0, 0, 0, 0 };
	long v = bpf_coro_yield(0);
	int n = (v & 8) ? (int)arr[(v >> 4) & 3] : (int)mix(v);

	if (n > 2)
		n = 2;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		out[(n + 1) & 3] += (__u32)mix(b + n);
	return out[0] + out[1] * 3 + out[2] * 7 + out[3] * 11;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
