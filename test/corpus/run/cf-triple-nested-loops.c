// Three nested loops, the yield innermost, counters used after.
// RUN: start -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 10; resume 0 -> SUSPENDED 11; resume 0 -> SUSPENDED 100; resume 0 -> SUSPENDED 101; resume 0 -> SUSPENDED 110; resume 0 -> SUSPENDED 111; resume 0 -> DONE 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long c = 0;

	for (int i = 0; i < 2; i++)
		for (int j = 0; j < 2; j++)
			for (int k = 0; k < 2; k++) {
				bpf_coro_yield(i * 100 + j * 10 + k);
				c++;
			}
	return c;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
