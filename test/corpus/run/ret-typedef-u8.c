// A typedef of unsigned char as the result.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 251
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

typedef unsigned char byte;

__bpf_coro static byte co(void)
{
	bpf_coro_yield(1);
	return 251;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
