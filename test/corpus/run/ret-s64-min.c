// The smallest long long.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE -9223372036854775808
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long long co(void)
{
	bpf_coro_yield(1);
	return (-9223372036854775807LL - 1);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
