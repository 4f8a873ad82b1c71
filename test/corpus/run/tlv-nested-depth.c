// A nested TLV parser: a type-1 record opens a level (at most 4, else
// `goto bad`), a leaf's bytes come one per resume, and each level closes
// when its count of records runs out, in an inner `while (depth > 0)`.
// Refused as its reduced twin stack-depth-popped-in-inner-loop.c was, for
// the same reason. Found by an adversarial round; the expected values are
// the body's, run on the host.
// RUN: start 0 0 0 0 -> SUSPENDED 0; resume 1 -> SUSPENDED -1; resume 3 -> SUSPENDED 100; resume 2 -> SUSPENDED -1; resume 1 -> SUSPENDED -2; resume 9 -> SUSPENDED 101; resume 2 -> SUSPENDED -1; resume 2 -> SUSPENDED -2; resume 5 -> SUSPENDED -2; resume 6 -> SUSPENDED 102; resume 0 -> DONE -957; resume 0 -> INVALID
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
	int items = 0;
	for (int n = 0; n < 40; n++) {
		__u8 t = bpf_coro_yield(depth * 100 + items);
		if (t == 0) {
			if (depth == 0) goto done;
			goto bad;
		}
		__u8 len = bpf_coro_yield(-1);
		if (t == 1) {
			if (depth >= 4) goto bad;
			remain[depth++] = len;
			continue;
		}
		for (int i = 0; i < len && i < 4; i++)
			leaf = leaf * 10 + (__u8)bpf_coro_yield(-2);
		items++;
		while (depth > 0) {
			if (remain[depth - 1] > 1) { remain[depth - 1]--; break; }
			depth--;
		}
	}
bad:
	return -(leaf + 1);
done:
	return leaf * 100 + items;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
