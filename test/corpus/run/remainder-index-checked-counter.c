// `small[i % 5]` in a counted loop with a suspension, i from 0 to 11. The
// plain program loads: the verifier walks the loop with i exact. After a
// resume i is a checked range, [1, 11], and selection makes `i % 5` a
// multiply and shifts whose parts the verifier bounds one by one: [-9,
// 11], masked to a byte, read past the array ("invalid variable-offset
// read from stack"; an adversarial round), while the optimiser knew [0,
// 4] and added no clamp. A quotient or remainder index is now clamped to
// the array like an unbounded one (lib/BPFCoroIndexMask).
// Expected values from the body as host C.
// RUN: start 12 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 4; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 8; resume 1 -> SUSPENDED 9; resume 1 -> SUSPENDED 10; resume 1 -> SUSPENDED 11; resume 1 -> DONE 279
// RUN: start 3 -> SUSPENDED 0; resume 2 -> SUSPENDED 1; resume 2 -> SUSPENDED 2; resume 2 -> DONE 132
// RUN: start 7 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume 3 -> SUSPENDED 2; resume 3 -> SUSPENDED 3; resume 3 -> SUSPENDED 4; resume 3 -> SUSPENDED 5; resume 3 -> SUSPENDED 6; resume 3 -> DONE 198
// RUN: start 0 -> DONE 105
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	__u16 small[5] = { 1, 2, 3, 4, 5 };

	for (int i = 0; i < n && i < 12; i++) {
		small[i % 5] += 3;
		bpf_coro_yield(i);
	}
	return small[0] + small[1] * 3 + small[2] * 5 + small[3] * 7 +
	       small[4] * 11;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
