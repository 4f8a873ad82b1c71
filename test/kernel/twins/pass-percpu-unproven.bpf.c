// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-percpu-unproven.c, the fix: the
 * __bpf_coro_percpu coroutine's frames are values bpf_map_lookup_elem()
 * found in a per-CPU array, and only XDP programs run it, directly or
 * through a static function they call (no callback, no tc program); the
 * function that is no coroutine loses the attribute.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro __bpf_coro_percpu static int count(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(count));
	__uint(max_entries, 1);
} percpu SEC(".maps");

static __attribute__((noinline)) int plain(int n) { return n + 1; }

/* Resumed from a static function, not a callback. */
static __attribute__((noinline)) int step(void *f, int in)
{
	long out = 0;
	int st = bpf_coro_resume(count, f, in, &out);

	return st == BPF_CORO_DONE ? (int)out : -1;
}

SEC("xdp")
int ok(struct xdp_md *ctx)
{
	__u32 k = 0;
	long out = 0;
	void *f;
	int r = 0;

	/* Resumed with 1, 2 and 3. */
	r |= TWIN_RUN(percpu, count, count(3), 1 + 2 + 3);
	f = bpf_map_lookup_elem(&percpu, &k);
	if (!f)
		return XDP_DROP;
	r |= TWIN_CHECK(bpf_coro_start(f, count(1), &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(step(f, 41), 41);
	r |= TWIN_CHECK(bpf_coro_start(f, count(2), &out), BPF_CORO_SUSPENDED);
	r |= TWIN_CHECK(bpf_coro_destroy(count, f), BPF_CORO_DONE);
	r |= TWIN_CHECK(bpf_coro_not_started(f), 1);
	r |= TWIN_CHECK(plain(1), 2);
	return r ? XDP_DROP : XDP_PASS;
}
