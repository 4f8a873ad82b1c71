// A != exit stepped by 3, suspending every iteration, counting the resumes that
// pass a non-zero value (the residue-4 shape).
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 9; resume 1 -> DONE 4
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i != 12; i += 3)
		if (bpf_coro_yield(i))
			s++;
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
