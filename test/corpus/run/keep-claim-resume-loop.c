// A frame published and claimed again in one run stays claimed (BPFCoroKeepClaim):
// a resume step resumes the same frame up to 3 times in a
// bounded for loop while it stays suspended, feeding out back in; the
// statuses and values of every round are mixed into out.
// Expected values from the same C run on the host, the yields simulated.
// RUN: start 5 -> SUSPENDED 16; resume 1 -> SUSPENDED 457373; resume 2 -> SUSPENDED 5525204; resume 3 -> DONE 49927730; resume 4 -> INVALID -154; resume 5 -> INVALID -154
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long a = n, b = 1;

	for (int i = 0; i < 9; i++) {
		long k = bpf_coro_yield(a * 3 + b);

		if (k & 1)
			a += k;
		else
			b = b * 2 + k;
	}
	return a * 1000 + b;
}

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__u32 key = 0;
	void *f = bpf_map_lookup_elem(&frames, &key);
	long out = 0x5a5a, acc = 0;
	int st = CORPUS_BAD_OP;

	if (!f) {
		__corpus_a->status = CORPUS_NO_FRAME;
		return 0;
	}
	if (__corpus_a->op == CORPUS_OP_START) {
		st = bpf_coro_start(f, co(A0), &out);
		acc = out;
	} else if (__corpus_a->op == CORPUS_OP_RESUME) {
		long in = __corpus_a->in;

		for (int r = 0; r < 3; r++) {
			st = bpf_coro_resume(co, f, in, &out);
			acc = acc * 131 + st * 7 + (st >= 0 ? out : 0);
			if (st != BPF_CORO_SUSPENDED)
				break;
			in = out + r;
		}
	} else if (__corpus_a->op == CORPUS_OP_DESTROY) {
		st = bpf_coro_destroy(co, f);
	}
	__corpus_a->status = st;
	__corpus_a->out = acc;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
