// A struct local live across a suspension.
// RUN: start 3 -> SUSPENDED 3; resume 0 -> DONE 3006
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct pt { int x; long y; char z; };

__bpf_coro static long co(int n)
{
	struct pt p = { n, n * 1000L, 6 };

	bpf_coro_yield(p.x);
	return p.y + p.z;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
