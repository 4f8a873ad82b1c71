// A const-qualified unsigned short result.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 65535
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static const unsigned short co(void)
{
	bpf_coro_yield(1);
	return 65535;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
