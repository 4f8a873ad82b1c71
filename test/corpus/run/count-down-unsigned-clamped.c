// An unsigned count-down clamped to [0, 64] whose body can `continue`
// without suspending. Its decrement has no wrap flag (MonotoneBound's
// steps need one), and the loop check refused it: the resume reloaded r
// with nothing below, which the walk counted down for ever ("can go around
// without suspending"), while the verifier, given the split anyway, loads
// it (found writing the count-down tests of the previous sessions). The
// floor the `r != 0` test keeps r above needs no flag.
// RUN: start 0 -> DONE 0
// RUN: start 3 -> SUSPENDED 2; resume 10 -> SUSPENDED 0; resume 5 -> DONE 15
// RUN: start 4 -> SUSPENDED 2; resume 1 -> SUSPENDED 0; resume 2 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long n)
{
	unsigned r = (unsigned)n;
	long x = 0;

	if (r > 64)
		r = 64;
	while (r-- > 0) {
		if (r & 1)
			continue;
		x += bpf_coro_yield(r);
	}
	return x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
