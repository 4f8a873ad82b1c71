// A != exit stepped by 2, suspending on every iteration.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 2; resume 2 -> SUSPENDED 4; resume 3 -> SUSPENDED 6; resume 4 -> DONE 10
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i != 8; i += 2)
		s += bpf_coro_yield(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
