// diagcheck: pass
// what: a map value pointer live across a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct val { long x; };

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct val);
	__uint(max_entries, 4);
} vals SEC(".maps");

__bpf_coro static int keep_ptr(int key)
{
	__u32 k = key;
	struct val *v = bpf_map_lookup_elem(&vals, &k);

	if (!v)
		return 0;
	v->x = 42;
	bpf_coro_yield(0);
	return v->x;
}

TWIN_FRAMES(frames, keep_ptr);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, keep_ptr, keep_ptr(1), 42); }
