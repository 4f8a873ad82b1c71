// A bpf_spin_lock taken and released between suspensions.
// RUN: start -> SUSPENDED 1; resume 0 -> DONE 2
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

__bpf_coro static long co(void)
{
	__u32 k = 0;
	struct cnt *c = bpf_map_lookup_elem(&cnts, &k);
	long v;

	if (!c)
		return -1;
	bpf_spin_lock(&c->l);
	c->v = 1;
	v = c->v;
	bpf_spin_unlock(&c->l);
	bpf_coro_yield(v);
	c = bpf_map_lookup_elem(&cnts, &k);
	if (!c)
		return -1;
	bpf_spin_lock(&c->l);
	v = ++c->v;
	bpf_spin_unlock(&c->l);
	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
