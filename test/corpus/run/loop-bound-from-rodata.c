// A loop bounded by a `const volatile` global (libbpf's .rodata, frozen
// before the load: the verifier reads it as a constant), the yield taken
// on some iterations only. The compiler's loop walk took the load for
// unknown and refused the coroutine ("can go around without suspending,
// and nothing the verifier sees bounds how often"); it loads (an
// adversarial round). test/lit/loopbound/rodata-bound.c.
// RUN: start 1 -> SUSPENDED 0;resume 4 -> SUSPENDED 3;resume 0 -> DONE 307
// RUN: start 3 -> SUSPENDED 0;resume 1 -> SUSPENDED 1;resume 1 -> SUSPENDED 2;resume 1 -> SUSPENDED 3;resume 1 -> SUSPENDED 4;resume 1 -> SUSPENDED 5;resume 1 -> SUSPENDED 6;resume 1 -> SUSPENDED 7;resume 1 -> SUSPENDED 8;resume 1 -> SUSPENDED 9;resume 1 -> SUSPENDED 10;resume 1 -> SUSPENDED 11;resume 1 -> SUSPENDED 12;resume 1 -> SUSPENDED 13;resume 1 -> SUSPENDED 14;resume 1 -> SUSPENDED 15;resume 1 -> SUSPENDED 16;resume 1 -> SUSPENDED 17;resume 1 -> SUSPENDED 18;resume 1 -> SUSPENDED 19;resume 1 -> SUSPENDED 20;resume 1 -> SUSPENDED 21;resume 1 -> SUSPENDED 22;resume 1 -> SUSPENDED 23;resume 1 -> SUSPENDED 24;resume 1 -> DONE 325
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
const volatile int limit = 25;

__bpf_coro static long co(int n)
{
	long s = 0, v = n;
	for (int i = 0; i < limit; i++) {
		if (v & 1)
			v = bpf_coro_yield(i);
		else
			v >>= 1;
		s += v + i;
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
