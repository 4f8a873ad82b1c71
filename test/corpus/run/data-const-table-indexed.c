// A const table indexed with a reloaded counter.
// RUN: start -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 5; resume 0 -> SUSPENDED 7; resume 0 -> DONE 17
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static const int primes[4] = { 2, 3, 5, 7 };

__bpf_coro static long co(void)
{
	long s = 0;

	for (int i = 0; i < 4; i++) {
		bpf_coro_yield(primes[i]);
		s += primes[i];
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
