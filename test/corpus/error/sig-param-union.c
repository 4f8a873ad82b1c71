// A coroutine taking a union by value.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

union u { long a; int b; };

__bpf_coro static int co(union u v) // ERROR-HERE
{
	bpf_coro_yield(v.a);
	return v.a;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co((union u){ .a = A0 }))
