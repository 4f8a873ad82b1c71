// A parameter named __coro_index and locals __resume_fn, __destroy_fn.
// RUN: start 5 -> SUSPENDED 5; resume 2 -> DONE 17
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int __coro_index)
{
	long __resume_fn = __coro_index * 2;
	long __destroy_fn = __coro_index + 1;
	long got = bpf_coro_yield(__coro_index);

	return __resume_fn + __destroy_fn + got - 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
