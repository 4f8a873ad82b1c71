// The resume value cast to a pointer and compared, never dereferenced.
// RUN: start -> SUSPENDED 0; resume 0 -> DONE 1; start -> SUSPENDED 0; resume 8 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	void *p = (void *)bpf_coro_yield(0);

	return p == (void *)0;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
