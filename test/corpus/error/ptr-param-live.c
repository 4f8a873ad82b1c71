// A pointer parameter used after a suspension: not recomputable.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long g[4];

__bpf_coro static int co(long *p) // ERROR-HERE
{
	bpf_coro_yield(1); // ERROR-HERE
	return *p; // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(&g[A0 & 3]))
