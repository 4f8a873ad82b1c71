// A __s16 parameter.
// RUN: start 0x8000 -> SUSPENDED 1; resume 0 -> DONE -32768
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(__s16 x)
{
	bpf_coro_yield(1);
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
