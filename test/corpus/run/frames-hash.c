// Frames in a hash map (the value created from zeros by user space).
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 2 -> SUSPENDED 20; resume 4 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 4);
} frames SEC(".maps");
CORPUS_DRIVER(frames, co, co(A0))
