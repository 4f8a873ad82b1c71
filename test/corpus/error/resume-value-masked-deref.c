// The resume value aligned by a mask, then dereferenced.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long in = bpf_coro_yield(0);

	return *(long *)(in & ~7L); // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
