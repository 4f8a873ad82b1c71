// Proves: the fix for pass-spin-lock-held.c compiles: the lock is released
// before the suspension and the map value looked up again after it.
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

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
	long n;
	if (!c)
		return 0;
	bpf_spin_lock(&c->lock);
	n = ++c->n;
	bpf_spin_unlock(&c->lock);
	bpf_coro_yield(n);
	c = bpf_map_lookup_elem(&counters, &k);
	return c ? c->n : 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(0), out); }
