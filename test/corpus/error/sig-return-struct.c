// A coroutine returning a struct.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct r { long v; };

__bpf_coro static struct r co(int n) // ERROR-HERE
{
	struct r v = { n };

	bpf_coro_yield(n);
	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
