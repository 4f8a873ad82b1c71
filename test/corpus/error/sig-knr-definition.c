// A K&R-style definition with an identifier list.
// FLAGS: -std=gnu89
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(n) // ERROR-HERE
	int n;
{
	bpf_coro_yield(n);
	return n;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
