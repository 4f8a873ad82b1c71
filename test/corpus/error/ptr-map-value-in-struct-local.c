// A map value pointer kept in a struct local across a suspension.
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
	__u32 k = 0;
	struct { long *p; int n; } s = { bpf_map_lookup_elem(&vals, &k), n }; // ERROR-HERE

	if (!s.p)
		return 0;
	bpf_coro_yield(n); // ERROR-HERE
	return *s.p + s.n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
