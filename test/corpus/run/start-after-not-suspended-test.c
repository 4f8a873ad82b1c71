// A start inlined below the driver's `!bpf_coro_suspended(frame)`: the
// start's own test is then narrowed to `index != RUNNING`
// (BPFCoroStateTests), which must still refuse a RUNNING frame and start a
// fresh or finished one. Driver 2: start if not suspended, else resume.
// Driver 1 swaps RUNNING into a fresh or finished frame's index around the
// same start, as another CPU's run would hold it, and puts the state back
// (as a constant, which the checker can tell is a state).
// Other operations go to the usual driver.
// RUN: start@1 9 -> BUSY 0; start@2 3 -> SUSPENDED 3; start@2 4 -> DONE 7
// RUN: start@1 9 -> BUSY 0; start@2 5 -> SUSPENDED 5; resume@0 6 -> DONE 11
// RUN: start@2 8 -> SUSPENDED 8; destroy@0 -> DONE; start@1 9 -> BUSY 0
// RUN: start@2 1 -> SUSPENDED 1; start@2 2 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long b = bpf_coro_yield(a);

	return a + b;
}

CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	__u32 k = 0;
	struct bpf_coro_header *f = bpf_map_lookup_elem(&frames, &k);
	long out = 0;
	__u32 was = 0;
	int st;

	if (CORPUS_WHICH == 0 || __corpus_a->op != CORPUS_OP_START) {
		CORPUS_OP(frames, co, co(A0));
		return 0;
	}
	if (!f) {
		__corpus_a->status = CORPUS_NO_FRAME;
		return 0;
	}
	if (CORPUS_WHICH == 1)
		was = __sync_lock_test_and_set(&f->__coro_index,
					       BPF_CORO_INDEX_RUNNING);
	if (!bpf_coro_suspended(f))
		st = bpf_coro_start(f, co(A0), &out);
	else
		st = bpf_coro_resume(co, f, A0, &out);
	if (CORPUS_WHICH == 1) {
		if (was == BPF_CORO_INDEX_DONE)
			__sync_lock_test_and_set(&f->__coro_index,
						 BPF_CORO_INDEX_DONE);
		else
			__sync_lock_test_and_set(&f->__coro_index,
						 BPF_CORO_INDEX_NOT_STARTED);
	}
	__corpus_a->status = st;
	__corpus_a->out = out;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
