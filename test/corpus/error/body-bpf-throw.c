// bpf_throw() in a coroutine: it never returns, the frame would stay
// RUNNING.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_throw(__u64 cookie) __ksym;

__bpf_coro static int co(int n)
{
	bpf_coro_yield(n);
	if (n > 5)
		bpf_throw(n); // ERROR-HERE
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
