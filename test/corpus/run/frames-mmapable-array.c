// Frames in a BPF_F_MMAPABLE array.
// RUN: start 4 -> SUSPENDED 4; resume 0 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	bpf_coro_yield(n);
	return n + 1;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(map_flags, BPF_F_MMAPABLE);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 1);
} frames SEC(".maps");
CORPUS_DRIVER(frames, co, co(A0))
