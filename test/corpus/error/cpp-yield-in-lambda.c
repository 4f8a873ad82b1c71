// C++: bpf_coro_yield() in a lambda written inside a coroutine: the lambda
// is a function of its own.
// FLAGS: -x c++
#include "cxx_bpf.h"
#include "bpf_coro.h"
#include "corpus.h"

extern "C" char LICENSE[] SEC("license");
char LICENSE[] SEC("license") = "GPL";

[[bpfcoro::coro]] static int co(int n)
{
	auto f = [n]() { return bpf_coro_yield(n); }; // ERROR-HERE

	return f();
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
