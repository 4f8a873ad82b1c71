// A count-down clamped to [0, 2] from a call's result, with a `continue`
// that LLVM makes an inner loop of its own, around two suspensions. Its
// test becomes `n != 0` (n >= 0 at the start), and nothing but that test
// keeps n from going below 0: ScalarEvolution saw no recurrence through
// the nest, and the resume reloaded the counter checked against
// [INT_MIN, 2], which the verifier counted down until "BPF program is too
// large" (extended fuzz seed 923; seed 970, where ScalarEvolution's range
// [-2, 2] let a reloaded -2 count down, was refused by the loop check).
// The counter's floor is now what the tests before its steps rule out: 0.
// RUN: start 1 5 -> SUSPENDED 0; resume 10 -> SUSPENDED 2; resume 7 -> SUSPENDED 10
// RUN: resume 1 -> SUSPENDED 1; resume 4 -> DONE 15
// RUN: start 1 1 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume 9 -> DONE 10
// RUN: start 0 0 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
#include "fuzz_prelude.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__u64 v3 = (__u32)b;
	__u64 v1 = 0;
	int n = (int)fz_mix(a, b);

	if (n > 2)
		n = 2;
	if (n < 0)
		n = 0;
	while (n-- > 0) {
		if (v3 < (__u64)(n + 1))
			continue;
		v1 += YIELD(v1);
		v3 = YIELD(n + 1);
	}
	return (long)(v1 ^ v3);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
