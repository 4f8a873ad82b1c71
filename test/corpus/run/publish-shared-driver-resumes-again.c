// Suspension points that end alike share one publish (BPFCoroSinkPublish):
// a driver that resumes again (with out + 1) right after a
// start or resume that suspended: the shared publish is followed by a claim.
// Expected values from the same C run on the host with yield simulated.
// RUN: start 4 -> SUSPENDED 21; resume 1 -> SUSPENDED 25; resume 2 -> SUSPENDED -19; resume 3 -> SUSPENDED 24; resume 4 -> SUSPENDED 55; resume 5 -> SUSPENDED -119; resume 6 -> DONE 4938
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long a = n, b = 3, c = n ^ 5;

	for (int i = 0; i < 6; i++) {
		long k = bpf_coro_yield(a + b + c);

		if (k & 1) {
			a = a * 3 + k;
			b = b - k;
			c = c ^ a;
			bpf_coro_yield(a);
		} else if (k & 2) {
			a = a + 7;
			b = b * 5 + k;
			c = c + b;
			bpf_coro_yield(b);
		} else {
			a = a - k;
			b = b + 1;
			c = c * 2 + a;
			bpf_coro_yield(c);
		}
	}
	return a * 100 + b * 10 + c;
}

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__u32 key = 0;
	void *f = bpf_map_lookup_elem(&frames, &key);
	long out = 0x5a5a;
	int st;

	if (!f) {
		__corpus_a->status = CORPUS_NO_FRAME;
		return 0;
	}
	if (__corpus_a->op == CORPUS_OP_START) {
		st = bpf_coro_start(f, co(A0), &out);
		if (st == BPF_CORO_SUSPENDED)
			st = bpf_coro_resume(co, f, out + 1, &out);
	} else if (__corpus_a->op == CORPUS_OP_RESUME) {
		st = bpf_coro_resume(co, f, __corpus_a->in, &out);
		if (st == BPF_CORO_SUSPENDED)
			st = bpf_coro_resume(co, f, out + 1, &out);
	} else {
		st = bpf_coro_destroy(co, f);
	}
	__corpus_a->status = st;
	__corpus_a->out = out;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
