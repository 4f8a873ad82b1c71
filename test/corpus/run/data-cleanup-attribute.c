// A local with __attribute__((cleanup)) across a suspension.
// RUN: start 3 -> SUSPENDED 3; resume 0 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long cleaned;

static void done(long *p) { cleaned = *p; }

__bpf_coro static long co(int n)
{
	{
		long v __attribute__((cleanup(done))) = n;

		bpf_coro_yield(v);
	}
	return cleaned;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
