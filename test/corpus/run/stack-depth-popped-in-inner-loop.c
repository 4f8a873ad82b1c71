// A stack depth pushed in the loop (under `depth >= 4` returning) and
// popped in an inner `while (depth > 0)`: the value the loop goes round
// with is the inner loop's, whose header phi the induction over the outer
// loop gave up on, and the reloaded depth indexed `remain[depth - 1]`
// unchecked ("invalid unbounded variable-offset read from stack"). An
// inner loop's header phi is now evaluated by the same induction over its
// own loop, one loop deep (lib/BPFCoroSplit/ReloadRanges.cpp). Found by an
// adversarial round; the expected values are the body's, run on the host.
// RUN: start 0 0 0 0 -> SUSPENDED 0; resume 1 -> SUSPENDED -1; resume 3 -> SUSPENDED 1; resume 2 -> SUSPENDED -1; resume 1 -> SUSPENDED -2; resume 9 -> SUSPENDED 1; resume 2 -> SUSPENDED -1; resume 2 -> SUSPENDED -2; resume 5 -> SUSPENDED -2; resume 6 -> SUSPENDED 1; resume 0 -> DONE 9561
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(int z)
{
	__u8 remain[4];
	int depth = 0;
	long leaf = 0;
	for (int n = 0; n < 40; n++) {
		__u8 t = bpf_coro_yield(depth);
		if (t == 0)
			break;
		__u8 len = bpf_coro_yield(-1);
		if (t == 1) {
			if (depth >= 4)
				return -1;
			remain[depth++] = len;
			continue;
		}
		for (int i = 0; i < len && i < 4; i++)
			leaf = leaf * 10 + (__u8)bpf_coro_yield(-2);
		while (depth > 0) {
			if (remain[depth - 1] > 1) { remain[depth - 1]--; break; }
			depth--;
		}
	}
	return leaf * 10 + depth;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
