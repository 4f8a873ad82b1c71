// Map value pointers kept in an array local across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 4);
} vals SEC(".maps");

__bpf_coro static int co(int n)
{
	__u32 k0 = 0, k1 = 1;
	long *p[2];

	p[0] = bpf_map_lookup_elem(&vals, &k0); // ERROR-HERE
	p[1] = bpf_map_lookup_elem(&vals, &k1); // ERROR-HERE
	if (!p[0] || !p[1])
		return 0;
	bpf_coro_yield(n); // ERROR-HERE
	return *p[n & 1];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
