// A call of a noreturn function in a coroutine: the frame would stay
// RUNNING.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

extern void die(void) __attribute__((noreturn));

__bpf_coro static int co(int n)
{
	bpf_coro_yield(n);
	if (n > 5)
		die(); // ERROR-HERE
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
