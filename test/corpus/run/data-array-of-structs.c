// An array of structs live across suspensions, indexed by the counter.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 5; resume 0 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct kv { int k; int v; };

__bpf_coro static long co(void)
{
	struct kv a[3] = { { 1, 2 }, { 3, 4 }, { 5, 6 } };
	long s = 0;

	for (int i = 0; i < 3; i++) {
		bpf_coro_yield(a[i].k);
		s += a[i].v;
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
