// A struct with bit-fields live across a suspension.
// RUN: start 5 -> SUSPENDED 5; resume 0 -> DONE 0x1f05
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct bf { unsigned a : 3; unsigned b : 5; signed c : 4; };

__bpf_coro static long co(int n)
{
	struct bf v = { .a = n, .b = 31, .c = -1 };

	bpf_coro_yield(v.a);
	return (v.b << 8) | v.a | (v.c == -1 ? 0 : 0x1000);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
