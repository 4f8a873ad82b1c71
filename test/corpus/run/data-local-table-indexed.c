// A local table indexed by a loop counter after each suspension
// (constant bound).
// RUN: start -> SUSPENDED 5; resume 0 -> SUSPENDED 6; resume 0 -> SUSPENDED 7; resume 0 -> DONE 18
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int tbl[4] = { 5, 6, 7, 8 };
	long s = 0;

	for (int i = 0; i < 3; i++) {
		bpf_coro_yield(tbl[i]);
		s += tbl[i];
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
