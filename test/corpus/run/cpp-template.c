// C++: a coroutine template instantiated once. A clean error is
// acceptable; if it compiles it must run.
// FLAGS: -x c++
// MAY-FAIL
// RUN: start 2 -> SUSPENDED 0; resume 1 -> SUSPENDED 7; resume 1 -> DONE 2
#include "cxx_bpf.h"
#include "bpf_coro.h"
#include "corpus.h"

extern "C" char LICENSE[] SEC("license");
char LICENSE[] SEC("license") = "GPL";

template <int K>
[[bpfcoro::coro]] static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * K);
	return s;
}

struct co__coro_frame;
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co<7>, co<7>(A0))
