// A coroutine taking a struct by value.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct p { long a; };

__bpf_coro static int co(struct p v) // ERROR-HERE
{
	bpf_coro_yield(v.a);
	return v.a;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co((struct p){ A0 }))
