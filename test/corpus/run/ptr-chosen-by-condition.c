// p = c ? &a[i] : &b[0] live across a suspension.
// RUN: start 1 2 -> SUSPENDED 0; resume 0 -> DONE 3; start 0 2 -> SUSPENDED 0; resume 0 -> DONE 100
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int c, int i)
{
	long a[4] = { 1, 2, 3, 4 }, b[2] = { 100, 200 };
	long *p = c ? &a[i & 3] : &b[0];

	bpf_coro_yield(0);
	return *p;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
