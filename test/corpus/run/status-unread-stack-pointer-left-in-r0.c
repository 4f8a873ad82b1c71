// A driver that never reads the status of start or resume (it asks the
// frame instead). The optimiser drops the unread status, so the pieces
// (not inlined: the resume writes a local array at a run-time index)
// returned nothing, and the resume's exit left in r0 the address of that
// array: "cannot return stack pointer to the caller" (adversarial round;
// the same with bpf_coro_sleep()). Pieces now set r0 whatever is read.
// Expected values from the body as host C: cb = "abcdefg", yields 0, 1,
// 2 with cb[0..2] = 0, 5, 10, returns 0 + 5 + 10 + 'd' = 115.
// RUN: start 3 -> SUSPENDED 0; resume 7 -> SUSPENDED 1; resume 7 -> SUSPENDED 2
// RUN: resume 7 -> DONE 115
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	char cb[8] = "abcdefg";
	char *p = cb;

	for (int i = 0; i < n && i < 7; i++, p++) {
		bpf_coro_yield(i);
		*p = (char)(i * 5);
	}
	return cb[0] + cb[1] + cb[2] + cb[3];
}

CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	__u32 k = 0;
	long out = 0x5a5a;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (!f) {
		__corpus_a->status = CORPUS_NO_FRAME;
		return 0;
	}
	if (__corpus_a->op == CORPUS_OP_DESTROY) {
		__corpus_a->status = bpf_coro_destroy(co, f);
	} else {
		if (__corpus_a->op == CORPUS_OP_START)
			bpf_coro_start(f, co(__corpus_a->arg[0]), &out);
		else
			bpf_coro_resume(co, f, __corpus_a->in, &out);
		__corpus_a->status = bpf_coro_suspended(f) ? BPF_CORO_SUSPENDED
							  : BPF_CORO_DONE;
	}
	__corpus_a->out = out;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
