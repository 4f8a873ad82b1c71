// Storing through the resume value.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long *p = (long *)bpf_coro_yield(0);

	*p = 5; // ERROR-HERE
	return 0;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
