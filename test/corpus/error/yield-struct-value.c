// bpf_coro_yield() of a struct value.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct pair { int a, b; };

__bpf_coro static int co(int n)
{
	struct pair p = { n, n };

	bpf_coro_yield(p); // ERROR-HERE
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
