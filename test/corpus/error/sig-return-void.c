// A coroutine returning void.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static void co(int n) // ERROR-HERE
{
	bpf_coro_yield(n);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
