// An unsigned char result.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 250
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static unsigned char co(void)
{
	bpf_coro_yield(1);
	return 250;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
