// A byte at an offset from the resume value.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	char *p = (char *)bpf_coro_yield(0);

	return p[4]; // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
