// A yield in a static function named like a coroutine's split piece.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

static __attribute__((noinline)) long co__coro_resume_helper(long v)
{
	return bpf_coro_yield(v); // ERROR-HERE
}

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__corpus_a->pad = co__coro_resume_helper(1);
	CORPUS_OP(frames, co, co(A0));
CORPUS_END
