// diagcheck: pass
// what: a bpf_spin_lock held at a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct counter { struct bpf_spin_lock lock; long n; };

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct counter);
	__uint(max_entries, 1);
} counters SEC(".maps");

__bpf_coro static int count(int key)
{
	__u32 k = key;
	struct counter *c = bpf_map_lookup_elem(&counters, &k);

	if (!c)
		return 0;
	bpf_spin_lock(&c->lock);
	c->n++;
	bpf_coro_yield(c->n);
	bpf_spin_unlock(&c->lock);
	return 0;
}

TWIN_FRAMES(frames, count);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, count, count(0), 0); }
