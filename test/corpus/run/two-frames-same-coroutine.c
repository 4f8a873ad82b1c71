// One coroutine on two frames of one map, interleaved (key = which).
// RUN: start@0 1 -> SUSPENDED 1; start@1 10 -> SUSPENDED 10; resume@0 0 -> SUSPENDED 2
// RUN: resume@1 0 -> SUSPENDED 11; resume@0 0 -> DONE 3; resume@1 0 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	bpf_coro_yield(n);
	bpf_coro_yield(n + 1);
	return n + 2;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 2);
} frames SEC(".maps");

CORPUS_BEGIN
	__corpus_a->key = CORPUS_WHICH;
	CORPUS_OP(frames, co, co(A0));
CORPUS_END
