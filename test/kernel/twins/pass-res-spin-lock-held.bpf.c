// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-res-spin-lock-held.c, the fix:
 * bpf_res_spin_unlock() before the suspension; the map value is
 * looked up again after it.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

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
	long n;

	if (!c || bpf_res_spin_lock(&c->lock))
		return -1;
	n = ++c->n;
	bpf_res_spin_unlock(&c->lock);
	bpf_coro_yield(n);
	c = bpf_map_lookup_elem(&counters, &k);
	return c ? c->n : -1;
}

TWIN_FRAMES(frames, count);

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	struct counter *c = bpf_map_lookup_elem(&counters, &zero);

	if (!c)
		return TWIN_CHECK(0, 1);
	c->n = 0;
	return TWIN_RUN(frames, count, count(0), 1);
}
