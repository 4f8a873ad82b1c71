// bpf_coro_start() on a value of a map of __u64.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";


__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 1);
} frames SEC(".maps");

CORPUS_BEGIN
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		__corpus_a->status = bpf_coro_start(f, sum(A0), &out); // ERROR-HERE
CORPUS_END
