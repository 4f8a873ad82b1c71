// An enum whose values need unsigned int.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 2147483648
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

enum big { B_LOW = 1, B_HIGH = 0x80000000u };

__bpf_coro static enum big co(void)
{
	bpf_coro_yield(1);
	return B_HIGH;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
