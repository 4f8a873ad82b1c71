// A callee that jumps through a `static` table of its labels: in a copy of
// it the table still names the callee's blocks, so the copy's jump had no
// target, became unreachable, and the range put on the call was [1, 2) for
// a callee that returns 60: the coroutine returned 6 where plain C returns
// 65 (an adversarial round). A callee whose blocks' addresses are taken is
// no longer copied.
// RUN: start 3 -> SUSPENDED 3; resume 5 -> DONE 65
// RUN: start 200 -> SUSPENDED 200; resume 7 -> DONE 8
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int g(long k, long x)
{
	static void *const tab[] = { &&l0, &&l1 };

	if (x > 100)
		return 1;
	goto *tab[k];
l0:
	return 50;
l1:
	return 60;
}

static long __bpf_coro co(long a)
{
	long s = bpf_coro_yield(a);

	return s + g(1, a);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
