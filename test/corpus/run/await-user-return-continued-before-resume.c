// The task work of the start has continued the frame past
// bpf_coro_user_return() when the resume comes (the runner returned from
// bpf()), so the resume finds the yield, not the parked await.
// RUN: start 2 -> SUSPENDED 0; resume 1 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static long co(int n)
{
	long got;

	bpf_coro_user_return(&frames);
	got = bpf_coro_yield(n);
	return got + n;
}

CORPUS_DRIVER(frames, co, co(A0))
