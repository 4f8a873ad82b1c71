// bpf_coro_user_return() in a loop with no yield: each round would
// schedule the task work that is running.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static int co(int n)
{
	int i;

	for (i = 0; i < n && i < 16; i++)
		bpf_coro_user_return(&frames); // ERROR-HERE
	return i;
}

CORPUS_DRIVER(frames, co, co(A0))
