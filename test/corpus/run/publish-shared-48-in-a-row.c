// Suspension points that end alike share one publish (BPFCoroSinkPublish):
// 48 yields in a row, each saving s, t, u (identical saves).
// Expected values from the same C run on the host with yield simulated.
// RUN: start 3 -> SUSPENDED 3; resume 1 -> SUSPENDED 2; resume 2 -> SUSPENDED 9; resume 3 -> SUSPENDED 3; resume 4 -> SUSPENDED 13; resume 5 -> SUSPENDED 23; resume 6 -> SUSPENDED 61; resume 7 -> SUSPENDED 37; resume 8 -> SUSPENDED 31; resume 9 -> SUSPENDED 58; resume 10 -> SUSPENDED 150; resume 11 -> SUSPENDED 116; resume 12 -> SUSPENDED 41; resume 13 -> SUSPENDED 19; resume 14 -> SUSPENDED 164; resume 15 -> SUSPENDED 112; resume 16 -> SUSPENDED 59; resume 17 -> SUSPENDED 42; resume 18 -> SUSPENDED 179; resume 19 -> SUSPENDED 117; resume 20 -> SUSPENDED 69; resume 21 -> SUSPENDED 103; resume 22 -> SUSPENDED 231; resume 23 -> SUSPENDED 151; resume 24 -> SUSPENDED 87; resume 25 -> SUSPENDED 50; resume 26 -> SUSPENDED 332; resume 27 -> SUSPENDED 242; resume 28 -> SUSPENDED 97; resume 29 -> SUSPENDED 83; resume 30 -> SUSPENDED 338; resume 31 -> SUSPENDED 230; resume 32 -> SUSPENDED 115; resume 33 -> SUSPENDED 34; resume 34 -> SUSPENDED 301; resume 35 -> SUSPENDED 183; resume 36 -> SUSPENDED 125; resume 37 -> SUSPENDED 167; resume 38 -> SUSPENDED 505; resume 39 -> SUSPENDED 369; resume 40 -> SUSPENDED 143; resume 41 -> SUSPENDED 58; resume 42 -> SUSPENDED 714; resume 43 -> SUSPENDED 568; resume 44 -> SUSPENDED 153; resume 45 -> SUSPENDED 163; resume 46 -> SUSPENDED 1000; resume 47 -> SUSPENDED 836; resume 48 -> DONE 171167007
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

#define Y4 s += bpf_coro_yield(s) & 7; t ^= s; \
	s += bpf_coro_yield(t) & 7; u += t; \
	s += bpf_coro_yield(s + u) & 7; t += 3; \
	s += bpf_coro_yield(u) & 7; u ^= s;
__bpf_coro static long co(long n)
{
	long s = n, t = n * 2, u = 1;

	Y4 Y4 Y4 Y4 Y4 Y4 Y4 Y4 Y4 Y4 Y4 Y4
	return s * 1000000 + t * 1000 + u;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
