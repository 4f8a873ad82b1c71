// The ring index of an int: `pos = (pos + 1) % 5` is a signed remainder,
// [-4, 4] to LazyValueInfo, which the resume checked: a negative index
// passed, and the verifier refused the address ("math between fp pointer
// and register with unbounded min value"). A range below zero of a value
// that goes round a loop is now narrowed by the induction too: [0, 4].
// Found by an adversarial round; the expected values are the body's, run
// on the host.
// RUN: start 0 0 0 0 -> SUSPENDED 0; resume 9 -> SUSPENDED 0; resume -3 -> SUSPENDED 1; resume 14 -> SUSPENDED 2; resume 2 -> SUSPENDED 3; resume 2 -> SUSPENDED 4; resume 30 -> SUSPENDED 5; resume -7 -> SUSPENDED 6; resume 5 -> SUSPENDED 7; resume 1 -> SUSPENDED 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(int unused)
{
	__s16 win[5] = {};
	int pos = 0;
	__s16 v = bpf_coro_yield(0);

	for (int n = 0; n < 9; n++) {
		win[pos] = v;
		pos = (pos + 1) % 5;
		v = bpf_coro_yield(n);
	}
	return win[0] + win[1] * 2 + win[2] * 3 + win[3] * 4 + win[4] * 5 + v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
