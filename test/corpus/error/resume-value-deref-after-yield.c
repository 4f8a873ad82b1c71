// The resume value kept across another suspension, then dereferenced: saved as a number.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long x = bpf_coro_yield(0);

	bpf_coro_yield(1);
	return *(long *)x; // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
