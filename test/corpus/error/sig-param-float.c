// A coroutine taking a double.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(double d) // ERROR-HERE
{
	bpf_coro_yield(1);
	return d > 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(1.0))
