// C++: bpf_coro_yield() in a lambda written inside a coroutine (the lambda
// is a function of its own). bpfcoro is C only: the refusal is at the
// coroutine, before anything in it is looked at.
// FLAGS: -x c++
#include "cxx_bpf.h"
#include "bpf_coro.h"
#include "corpus.h"

extern "C" char LICENSE[] SEC("license");
char LICENSE[] SEC("license") = "GPL";

[[bpfcoro::coro]] static int co(int n) // ERROR-HERE
{
	auto f = [n]() { return bpf_coro_yield(n); };

	return f();
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
