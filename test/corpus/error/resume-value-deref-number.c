// The value a resume passes in (a number from the context) dereferenced as a pointer.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long *p = (long *)bpf_coro_yield(0);

	return *p; // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
