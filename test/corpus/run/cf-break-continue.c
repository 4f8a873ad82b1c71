// break and continue around a yield.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 5; resume 0 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int last = 0;

	for (int i = 0; i < 10; i++) {
		if (!(i & 1))
			continue;
		if (i > 5)
			break;
		bpf_coro_yield(i);
		last = i;
	}
	return last;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
