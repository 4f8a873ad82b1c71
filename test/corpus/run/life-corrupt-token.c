// A frame whose resume token was overwritten: resume goes on (the tag in
// the state says whose frame it is, docs/ABI.md section 3); finished, the
// frame carries no tag, and destroy finds the token wrong: CORRUPT.
// RUN: start 1 -> SUSPENDED 1; start@1 -> 7; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3; destroy -> CORRUPT
// RUN: start 4 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> DONE 6
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	bpf_coro_yield(n);
	bpf_coro_yield(n + 1);
	return n + 2;
}
CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	__u32 k = 0;
	struct bpf_coro_header *h = bpf_map_lookup_elem(&frames, &k);

	if (CORPUS_WHICH == 0 || __corpus_a->op != CORPUS_OP_START) {
		CORPUS_OP(frames, co, co(A0));
	} else if (h) {
		/* what a user-space write to the map value could do */
		h->__resume_fn ^= 1;
		__corpus_a->status = 7;
		__corpus_a->index = h->__coro_index;
	}
CORPUS_END
