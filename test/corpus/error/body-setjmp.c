// setjmp() in a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

typedef long jmp_buf[8];
extern int setjmp(jmp_buf env) __attribute__((returns_twice));
static jmp_buf env;

__bpf_coro static int co(int n)
{
	if (setjmp(env)) // ERROR-HERE
		return 1;
	bpf_coro_yield(n);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
