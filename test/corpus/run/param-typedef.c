// A typedef'd __u16 parameter.
// RUN: start 70000 -> SUSPENDED 1; resume 0 -> DONE 4464
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

typedef unsigned short u16_t;

__bpf_coro static long co(u16_t x)
{
	bpf_coro_yield(1);
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
