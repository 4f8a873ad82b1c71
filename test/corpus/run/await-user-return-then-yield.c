// bpf_coro_user_return(): the task work continues the frame on the
// runner's way back from bpf(), to the yield, which a resume continues; the
// second round awaits again from the resume.
// RUN: start 3 -> SUSPENDED 0; resume 5 -> SUSPENDED 0; resume 7 -> DONE 15
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static long co(int n)
{
	long a, b;

	bpf_coro_user_return(&frames);
	a = bpf_coro_yield(n);
	bpf_coro_user_return(&frames);
	b = bpf_coro_yield(a);
	return n + a + b;
}

CORPUS_DRIVER(frames, co, co(A0))
