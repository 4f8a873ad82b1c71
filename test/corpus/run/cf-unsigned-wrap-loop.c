// A __u8 counter that wraps from 255 to 0 around a yield.
// RUN: start -> SUSPENDED 253; resume 0 -> SUSPENDED 254; resume 0 -> SUSPENDED 255; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int c = 0;

	for (__u8 i = 253; i != 2; i++) {
		bpf_coro_yield(i);
		c++;
	}
	return c;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
