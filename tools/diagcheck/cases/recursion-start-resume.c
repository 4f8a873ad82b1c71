// diagcheck: noplugin
// what: a coroutine starting itself on another frame
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int tree(int depth);

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(tree));
	__uint(max_entries, 2);
} frames SEC(".maps");

__bpf_coro static int tree(int depth)
{
	__u32 one = 1;
	long v;
	void *child = bpf_map_lookup_elem(&frames, &one);

	if (depth && child)
		bpf_coro_start(child, tree(depth - 1), &v);
	bpf_coro_yield(depth);
	return 0;
}

SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, tree, tree(2), 0); }
