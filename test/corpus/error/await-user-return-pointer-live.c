// A map value pointer live across bpf_coro_user_return().
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
} counts SEC(".maps");

CORPUS_ARRAY(frames, co);

__bpf_coro static int co(int n)
{
	__u32 zero = 0;
	long *c = bpf_map_lookup_elem(&counts, &zero); // ERROR-HERE

	if (!c)
		return 0;
	bpf_coro_user_return(&frames); // ERROR-HERE
	*c += n; // ERROR-HERE
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))
