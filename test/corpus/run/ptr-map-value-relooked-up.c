// A map value looked up again after each suspension.
// RUN: start -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 3
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 1);
} vals SEC(".maps");

__bpf_coro static long co(void)
{
	__u32 k = 0;
	long *v = bpf_map_lookup_elem(&vals, &k);

	if (!v)
		return -1;
	*v = 1;
	bpf_coro_yield(*v);
	v = bpf_map_lookup_elem(&vals, &k);
	if (!v)
		return -1;
	*v += 1;
	bpf_coro_yield(*v);
	v = bpf_map_lookup_elem(&vals, &k);
	return v ? *v + 1 : -1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
