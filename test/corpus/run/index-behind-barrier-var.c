// A pointer into a local array saved across suspensions, its index hidden
// from the optimiser by libbpf's barrier_var(): LazyValueInfo sees an
// opaque asm and gave the saved index no range, so the resume rebuilt the
// address from an unchecked reload ("math between fp pointer and register
// with unbounded min value"), where the verifier bounds `a & 31` through
// the empty asm in plain C. The reloaded index is now checked against the
// asm input's range, [0, 31].
// RUN: start 5 -> SUSPENDED 26; resume 2 -> SUSPENDED 0; resume 10 -> SUSPENDED 1; resume 20 -> SUSPENDED 5; resume 100 -> DONE 130; start 5 -> SUSPENDED 26; resume 0 -> SUSPENDED 26; resume 1 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long a)
{
	__s32 arr[32]; __s32 *p = &arr[26]; long acc = 0;
	for (int k = 0; k < 32; k++) arr[k] = k;
	__u32 n = (__u32)bpf_coro_yield(*p) & 3;
	for (__u32 i = 0; i < n; i++) {
		__u64 j = (__u64)a & 31;
		barrier_var(j);
		p = &arr[j];
		acc += bpf_coro_yield(i);
	}
	acc += bpf_coro_yield(*p);
	return acc;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
