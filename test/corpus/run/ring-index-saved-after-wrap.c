// A ring index saved after its wrap: `pos = (pos + 1) % 5` before the
// suspension, which the optimiser made `pos + 1 == 5 ? 0 : pos + 1`. The
// saved value is the one the loop goes round with, not its phi, and
// nothing bounded it: unchecked after a resume, the reload indexed the
// window beyond its end ("invalid unbounded variable-offset write to
// stack"). Its range is now the induction over the loop's phi carried to
// it (lib/BPFCoroSplit/ReloadRanges.cpp). Found by an adversarial round;
// the expected values are the body's, run on the host.
// RUN: start 0 0 0 0 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume -4 -> SUSPENDED 2; resume 5 -> SUSPENDED 3; resume 6 -> SUSPENDED 4; resume 7 -> SUSPENDED 5; resume 8 -> SUSPENDED 6; resume 9 -> SUSPENDED 7; resume 10 -> SUSPENDED 8; resume 11 -> DONE 131; resume 12 -> INVALID; resume 13 -> INVALID
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(int z)
{
	__s16 win[5] = {};
	unsigned pos = 0;
	__s16 v = z;
	for (int n = 0; n < 9; n++) {
		win[pos] = v;
		pos = (pos + 1) % 5;
		v = bpf_coro_yield(n);
	}
	return win[0] + win[1] * 2 + win[2] * 3 + win[3] * 4 + win[4] * 5 + v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
