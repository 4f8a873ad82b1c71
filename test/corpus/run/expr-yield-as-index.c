// A yield as an array index.
// RUN: start -> SUSPENDED 0; resume 7 -> DONE 70
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[4] = { 40, 50, 60, 70 };

	return a[bpf_coro_yield(0) & 3];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
