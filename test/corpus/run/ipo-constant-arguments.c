// Every call of each piece passes the same constants (start's arguments,
// resume's value in) and nobody reads destroy's status: the
// interprocedural passes fold them into the pieces, which must still
// take the frame and run as written. The resume's `in` is always 2.
// RUN: start -> SUSPENDED 0; resume 9 -> SUSPENDED 1; resume 9 -> SUSPENDED 2
// RUN: resume 9 -> DONE 11; resume 9 -> INVALID
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int a, int b)
{
	long s = a;

	for (int i = 0; i < b && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);

static __attribute__((noinline)) int resume_two(void *f, long *out)
{
	return bpf_coro_resume(co, f, 2, out);
}

CORPUS_BEGIN
	__u32 key = 0;
	long out = 0x5a5a;
	void *f = bpf_map_lookup_elem(&frames, &key);
	int st;

	if (!f) {
		__corpus_a->status = CORPUS_NO_FRAME;
		return 0;
	}
	switch (__corpus_a->op) {
	case CORPUS_OP_START:
		st = bpf_coro_start(f, co(5, 3), &out);
		break;
	case CORPUS_OP_RESUME:
		st = resume_two(f, &out);
		break;
	case CORPUS_OP_DESTROY:
		bpf_coro_destroy(co, f);
		st = 0;
		break;
	default:
		st = CORPUS_BAD_OP;
		break;
	}
	__corpus_a->status = st;
	__corpus_a->out = out;
	__corpus_a->index = bpf_coro_index(f);
CORPUS_END
