// Proves: a bpf_spin_lock held at a suspension point is an error at the
// suspension, naming the line that took the lock and the call to make.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
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
	if (!c)
		return 0;
	bpf_spin_lock(&c->lock);
	c->n++;
	bpf_coro_yield(c->n); // expected-error {{a bpf_spin_lock opened by bpf_spin_lock() at line 23 is still open at this suspension of 'count': call bpf_spin_unlock() before bpf_coro_yield(); the verifier rejects a program that returns with it open}}
	// CHECK: pass-spin-lock-held.c:[[@LINE-1]]:2: error: a bpf_spin_lock opened by bpf_spin_lock() at line 23 is still open at this suspension of 'count'
	bpf_spin_unlock(&c->lock);
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(0), out); }
