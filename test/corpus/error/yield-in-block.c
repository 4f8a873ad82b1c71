// bpf_coro_yield() in a clang block written inside a coroutine.
// FLAGS: -fblocks
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int (^b)(void) = ^{
		return (int)bpf_coro_yield(n); // ERROR-HERE
	};
	return b();
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
