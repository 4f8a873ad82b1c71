// An index (not a pointer) stepped on some iterations, used after the loop.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 0 -> DONE 30
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[8] = { 0, 10, 20, 30, 40, 50, 60, 70 };
	unsigned j = 0;

	for (int i = 0; i < 3; i++)
		if (bpf_coro_yield(i))
			j += 1;
	return a[j + 1];
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
