// C++ input with [[bpfcoro::coro]] and a constexpr bound.
// FLAGS: -x c++
// MAY-FAIL
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 2 -> SUSPENDED 20; resume 4 -> DONE 7
#include "cxx_bpf.h"
#include "bpf_coro.h"
#include "corpus.h"

extern "C" char LICENSE[] SEC("license");
char LICENSE[] SEC("license") = "GPL";

constexpr int cap = 8;

[[bpfcoro::coro]] static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < cap; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
