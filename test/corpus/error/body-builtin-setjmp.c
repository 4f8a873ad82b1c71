// __builtin_setjmp() in a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static void *env[5];

__bpf_coro static int co(int n)
{
	if (__builtin_setjmp(env)) // ERROR-HERE
		return 1;
	bpf_coro_yield(n);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
