// C++: a coroutine as a static member function. A clean error is
// acceptable; if it compiles it must run.
// FLAGS: -x c++
// MAY-FAIL
// RUN: start 2 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 1 -> DONE 2
#include "cxx_bpf.h"
#include "bpf_coro.h"
#include "corpus.h"

extern "C" char LICENSE[] SEC("license");
char LICENSE[] SEC("license") = "GPL";

struct S {
	[[bpfcoro::coro]] static int co(int n)
	{
		int s = 0;

		for (int i = 0; i < n && i < 8; i++)
			s += bpf_coro_yield(i * 10);
		return s;
	}
};

CORPUS_ARRAY(frames, S::co);
CORPUS_DRIVER(frames, S::co, S::co(A0))
