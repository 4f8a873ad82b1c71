// bpf_coro_user_return() given a second argument.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static int co(int n)
{
	bpf_coro_user_return(&frames, n); // ERROR-HERE
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))
