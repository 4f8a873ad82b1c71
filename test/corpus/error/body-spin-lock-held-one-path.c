// A bpf_spin_lock held at a suspension on one path only.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct cnt { struct bpf_spin_lock l; long v; };
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct cnt);
	__uint(max_entries, 1);
} cnts SEC(".maps");

__bpf_coro static int co(int n)
{
	__u32 k = 0;
	struct cnt *c = bpf_map_lookup_elem(&cnts, &k);

	if (!c)
		return 0;
	bpf_spin_lock(&c->l);
	if (n & 1)
		bpf_spin_unlock(&c->l);
	bpf_coro_yield(1); // ERROR-HERE
	if (!(n & 1))
		bpf_spin_unlock(&c->l);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
