// Nested loops with yields at the outer and the inner depth.
// RUN: start -> SUSPENDED 100; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 101; resume 0 -> SUSPENDED 10; resume 0 -> SUSPENDED 11; resume 0 -> DONE 6
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 2; i++) {
		bpf_coro_yield(100 + i);
		for (int j = 0; j < 2; j++) {
			bpf_coro_yield(i * 10 + j);
			s += i + j;
		}
	}
	return s + 2;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
