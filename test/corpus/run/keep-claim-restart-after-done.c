// A frame published and claimed again in one run stays claimed (BPFCoroKeepClaim):
// resume until done (at most 3 rounds), then start the
// finished frame again and resume it once, in one step: the publish of
// DONE followed by the start's claim of a finished frame.
// Expected values from the same C run on the host, the yields simulated.
// RUN: start 3 -> 51909 3054243; resume 1 -> 51309 84500723; resume 2 -> 50011 164931146; resume 3 -> 50211 155767406; resume 4 -> 50211 129303366
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	for (int i = 0; i < 4; i++)
		n = n * 2 + bpf_coro_yield(n + i);
	return n;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 2);
} frames SEC(".maps");

CORPUS_BEGIN
	__u32 k0 = 0, k1 = 1;
	void *f = bpf_map_lookup_elem(&frames, &k0);
	void *g = bpf_map_lookup_elem(&frames, &k1);
	long o1 = 0, o2 = 0, o3 = 0;
	int s1 = 9, s2 = 9, s3 = 9;

	if (!f || !g) {
		__corpus_a->status = CORPUS_NO_FRAME;
		return 0;
	}
	if (__corpus_a->op == CORPUS_OP_DESTROY) {
		__corpus_a->status = bpf_coro_destroy(co, f) | bpf_coro_destroy(co, g);
		__corpus_a->out = 0;
		__corpus_a->index = bpf_coro_index(f);
		return 0;
	}
	if (__corpus_a->op == CORPUS_OP_START) {
		s1 = bpf_coro_start(f, co(A0), &o1);
	} else {
		long in = __corpus_a->in;
		int r;

		for (r = 0; r < 3; r++) {
			s1 = bpf_coro_resume(co, f, in, &o1);
			if (s1 != BPF_CORO_SUSPENDED)
				break;
			in += o1;
		}
		s2 = r;
		if (s1 == BPF_CORO_DONE) {
			s3 = bpf_coro_start(f, co(o1 & 7), &o2);
			s3 = s3 * 10 + bpf_coro_resume(co, f, 1, &o3);
		}
	}
	__corpus_a->status = 50000 + s1 * 1000 + s2 * 100 + s3;
	__corpus_a->out = ((s1 >= 0 ? o1 : 3) * 1009 + (s2 >= 0 ? o2 : 5)) * 1009 + (s3 >= 0 ? o3 : 7);
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
