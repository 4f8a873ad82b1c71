// A yield as the condition of an if.
// RUN: start -> SUSPENDED 1; resume 5 -> SUSPENDED 2; resume 0 -> DONE 50
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	if (bpf_coro_yield(1) > 3) {
		bpf_coro_yield(2);
		return 50;
	}
	return 60;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
