// As loop-bound-from-rodata.c, the bound a field of a `const volatile`
// struct.
// RUN: start 1 -> SUSPENDED 0;resume 4 -> SUSPENDED 3;resume 0 -> DONE 7
// RUN: start 3 -> SUSPENDED 0;resume 1 -> SUSPENDED 1;resume 1 -> SUSPENDED 2;resume 1 -> SUSPENDED 3;resume 1 -> SUSPENDED 4;resume 1 -> SUSPENDED 5;resume 1 -> SUSPENDED 6;resume 1 -> SUSPENDED 7;resume 1 -> SUSPENDED 8;resume 1 -> SUSPENDED 9;resume 1 -> SUSPENDED 10;resume 1 -> SUSPENDED 11;resume 1 -> SUSPENDED 12;resume 1 -> SUSPENDED 13;resume 1 -> SUSPENDED 14;resume 1 -> SUSPENDED 15;resume 1 -> SUSPENDED 16;resume 1 -> SUSPENDED 17;resume 1 -> SUSPENDED 18;resume 1 -> DONE 19
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
const volatile struct { __u32 min, max; } cfg = { 2, 19 };

__bpf_coro static long co(int n)
{
	long s = 0, v = n;
	for (__u32 i = 0; i < cfg.max; i++) {
		if (v & 1)
			v = bpf_coro_yield(i);
		else
			v >>= 1;
		s += v;
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
