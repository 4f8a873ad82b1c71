// A coroutine calling itself.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int rec(int n)
{
	bpf_coro_yield(n);
	return n ? rec(n - 1) : 0; // ERROR-HERE
}
CORPUS_ARRAY(frames, rec);
CORPUS_DRIVER(frames, rec, rec(A0))
