// vmlinux-style bool parameter: 256 arrives as 1.
// RUN: start 256 -> SUSPENDED 1; resume 0 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

typedef _Bool bool;

__bpf_coro static long co(bool x)
{
	bpf_coro_yield(1);
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
