// A ring index stepped by 3 and wrapped by a subtraction: `i += 3; if (i
// >= 7) i -= 7`, which the optimiser made `i + (i > 3 ? -4 : 3)`. Each
// operand's range apart gives [-4, 9]; under each arm of the choice, i - 4
// where i > 3 and i + 3 elsewhere, [0, 6] (lib/BPFCoroSplit/ReloadRanges.cpp).
// Found by an adversarial round; the expected values are the body's, run
// on the host.
// RUN: start 0 0 0 0 -> SUSPENDED 0; resume 3 -> SUSPENDED 0; resume -4 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 0; resume 7 -> SUSPENDED 0; resume 8 -> SUSPENDED 0; resume 9 -> SUSPENDED 3; resume 10 -> SUSPENDED -4; resume 11 -> SUSPENDED 5; resume 12 -> SUSPENDED 6; resume 13 -> SUSPENDED 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(int z)
{
	__s32 r[7] = {};
	int i = 0;
	long v = bpf_coro_yield(0);
	for (int n = 0; n < 11; n++) {
		r[i] = r[i] * 2 + v;
		i += 3;
		if (i >= 7) i -= 7;
		v = bpf_coro_yield(r[i]);
	}
	long s = 0;
	for (int k = 0; k < 7; k++) s = s * 5 + r[k];
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
