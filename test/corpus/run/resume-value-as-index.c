// The resume value used as an index into a local (masked), not as a pointer.
// RUN: start -> SUSPENDED 0; resume 6 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[4] = { 0, 1, 2, 3 };
	long in = bpf_coro_yield(0);

	return a[in & 3] + a[(in >> 1) & 3] - 2;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
