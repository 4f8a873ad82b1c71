// A switch on the value a resume passes in.
// RUN: start -> SUSPENDED 0; resume 2 -> SUSPENDED 22; resume 0 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long v = bpf_coro_yield(0);

	switch (v) {
	case 1:
		return 1;
	case 2:
		bpf_coro_yield(22);
		return 2;
	}
	return 3;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
