// A != exit stepped by 3, suspending while a parameter is above the counter:
// the suspension depends on a value the verifier does not know.
// RUN: start 7 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long s = 0;

	for (int i = 0; i != 15; i += 3)
		if (n > i)
			s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
