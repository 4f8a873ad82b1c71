// Parameters never used.
// RUN: start 1 2 3 -> SUSPENDED 5; resume 0 -> DONE 6
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int a __attribute__((unused)), long b __attribute__((unused)), char c __attribute__((unused)))
{
	bpf_coro_yield(5);
	return 6;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1, A2))
