// bpf_coro_user_return() with a map chosen at run time.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);
CORPUS_ARRAY(others, co);

__bpf_coro static int co(int n)
{
	bpf_coro_user_return(n ? (void *)&frames : (void *)&others); // ERROR-HERE
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))
