// vmlinux.h-style typedef _Bool bool as the result.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

typedef _Bool bool;

__bpf_coro static bool co(void)
{
	bpf_coro_yield(1);
	return 2;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
