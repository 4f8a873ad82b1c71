// A loop bounded by a parameter the only start passes masked (`co(A0 &
// 15)`), the yield taken on some iterations only. A resume checked the
// reloaded bound only as [1, INT_MAX]: the caller's argument, not yet
// optimised when the split runs, is a truncation of the mask, whose range
// only its known bits give. Both the compiler's loop walk and the verifier
// refused the resumed loop; plain C loads (an adversarial round).
// RUN: start 5 -> SUSPENDED 0;resume 4 -> SUSPENDED 3;resume 0 -> DONE 17
// RUN: start 31 -> SUSPENDED 0;resume 1 -> SUSPENDED 1;resume 1 -> SUSPENDED 2;resume 1 -> SUSPENDED 3;resume 1 -> SUSPENDED 4;resume 1 -> SUSPENDED 5;resume 1 -> SUSPENDED 6;resume 1 -> SUSPENDED 7;resume 1 -> SUSPENDED 8;resume 1 -> SUSPENDED 9;resume 1 -> SUSPENDED 10;resume 1 -> SUSPENDED 11;resume 1 -> SUSPENDED 12;resume 1 -> SUSPENDED 13;resume 1 -> SUSPENDED 14;resume 1 -> DONE 120
// RUN: start 16 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	long s = 0, v = 1;
	for (int i = 0; i < n; i++) {
		if (v & 1)
			v = bpf_coro_yield(i);
		else
			v >>= 1;
		s += v + i;
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0 & 15))
