// A struct holding a union of an array and a long, live across.
// RUN: start 2 -> SUSPENDED 2; resume 0 -> DONE 0x0807060504030202
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct s { int tag; union { __u8 b[8]; __u64 q; } u; };

__bpf_coro static long co(int n)
{
	struct s v = { .tag = n, .u.b = { 2, 2, 3, 4, 5, 6, 7, 8 } };

	bpf_coro_yield(v.tag);
	return v.u.q;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
