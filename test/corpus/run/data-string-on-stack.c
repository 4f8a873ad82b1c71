// A string in a stack array live across a suspension.
// RUN: start -> SUSPENDED 104; resume 0 -> DONE 111
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	char s[16] = "hello";

	bpf_coro_yield(s[0]);
	return s[4];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
