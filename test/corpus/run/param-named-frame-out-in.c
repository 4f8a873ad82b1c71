// Parameters named frame, out and in, like the generated functions'.
// RUN: start 1 2 3 -> SUSPENDED 6; resume 4 -> DONE 10
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long frame, long out, long in)
{
	long r = bpf_coro_yield(frame + out + in);

	return r + frame + out + in;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1, A2))
