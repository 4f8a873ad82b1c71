// A yield under casts and shifts.
// RUN: start -> SUSPENDED 3; resume 0x1ff -> DONE 0x7f8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	return (long)(__u8)bpf_coro_yield(3) << 3;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
