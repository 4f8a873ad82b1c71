// An index yielded for, tested on its low half, used after the next
// suspension: `ix = (__u32)yield(1); if (ix < 20) { v = yield(2); arr[ix]
// = v; }`. Only the low 32 bits of the yield's value are used, so its slot
// is narrowed to them, and the test (on `(__u32)` of the value) was not
// re-checked on such a slot: the index InstCombine computes as `x & 31`
// reached the verifier up to 31 into 20 elements ("invalid variable-offset
// write to stack"). The resume now tests the narrowed reload against 20.
// RUN: start 0 -> SUSPENDED 1; resume 7 -> SUSPENDED 2; resume 5 -> DONE 12; start 0 -> SUSPENDED 1; resume 25 -> DONE 25
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long a)
{
	__u16 arr[20] = { 0 };
	__u32 ix = (__u32)bpf_coro_yield(1);
	if (ix < 20) {
		long v = bpf_coro_yield(2);
		arr[ix] = (__u16)v;
	}
	return arr[7] + ix + a;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
