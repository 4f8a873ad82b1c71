// A switch with yields in cases and a fall-through.
// RUN: start 1 -> SUSPENDED 10; resume 1 -> SUSPENDED 20; resume 2 -> DONE 103
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long s = 100;

	switch (n) {
	case 0:
		s += bpf_coro_yield(0);
		break;
	case 1:
		s += bpf_coro_yield(10);
		/* fall through */
	case 2:
		s += bpf_coro_yield(20);
		break;
	default:
		s = -1;
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
