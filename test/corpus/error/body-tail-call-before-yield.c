// bpf_tail_call() in a coroutine before its first suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_PROG_ARRAY);
	__uint(max_entries, 1);
	__type(key, __u32);
	__type(value, __u32);
} jt SEC(".maps");

__bpf_coro static int co(int n)
{
	bpf_tail_call(0, &jt, 0); // ERROR-HERE
	bpf_coro_yield(n);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
