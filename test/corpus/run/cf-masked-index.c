// A counter used as a[(i + 1) & 7] after each suspension.
// RUN: start -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
	long s = 0;

	for (int i = 0; i < 3; i++) {
		bpf_coro_yield(a[(i + 1) & 7]);
		s += a[(i + 1) & 7];
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
