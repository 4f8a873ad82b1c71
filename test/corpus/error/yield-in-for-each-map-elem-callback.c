// bpf_coro_yield() in a bpf_for_each_map_elem() callback.
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

static long each(void *map, __u32 *key, long *val, void *ctx)
{
	bpf_coro_yield(*val); // ERROR-HERE
	return 0;
}

__bpf_coro static int co(int n)
{
	bpf_for_each_map_elem(&vals, each, 0, 0);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
