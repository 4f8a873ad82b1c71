// Proves: a bpf_res_spin_lock (the resilient lock of kernels >= 6.15) held
// at a suspension point is an error at the suspension.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

/* Not in the uapi headers of Debian 12 (6.1); as in vmlinux BTF of 6.18. */
struct bpf_res_spin_lock { __u32 val; };
extern int bpf_res_spin_lock(struct bpf_res_spin_lock *lock) __ksym;
extern void bpf_res_spin_unlock(struct bpf_res_spin_lock *lock) __ksym;

struct counter { struct bpf_res_spin_lock lock; long n; };
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

	if (!c || bpf_res_spin_lock(&c->lock))
		return 0;
	c->n++;
	bpf_coro_yield(c->n); // expected-error {{a bpf_res_spin_lock opened by bpf_res_spin_lock() at line 27 is still open at this suspension of 'count': call bpf_res_spin_unlock() before bpf_coro_yield(); the verifier rejects a program that returns with it open}}
	// CHECK: pass-res-spin-lock-held.c:[[@LINE-1]]:2: error: a bpf_res_spin_lock opened by bpf_res_spin_lock() at line 27 is still open at this suspension of 'count'
	bpf_res_spin_unlock(&c->lock);
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(0), out); }
