// The program's context itself passed to the coroutine, read before the
// first suspension (a field of it would be an error: error/start-arg-*ctx*).
// RUN: start 5 6 -> SUSPENDED 6; resume 3 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(struct corpus_args *a)
{
	long s = a->arg[1];

	s += bpf_coro_yield(s);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(__corpus_a))
