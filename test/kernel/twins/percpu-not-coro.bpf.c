// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/percpu-not-coro.c, the fix: the plain
 * functions and the variable lose '__bpf_coro_percpu'; the coroutine keeps
 * it, on its first declaration.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int plain(int n) { return n + 1; }

static __attribute__((noinline)) int twice(int n) { return n * 2; }

static int counter;

__bpf_coro_percpu static int fine(int n);
__bpf_coro static int fine(int n) { return bpf_coro_yield(n) + n; }

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(fine));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("xdp")
int run(struct xdp_md *ctx)
{
	/* plain(twice(0)) is 1; resumed with 1: 1 + 1. */
	return TWIN_RUN(frames, fine, fine(plain(twice(counter))), 2) ? XDP_DROP
								     : XDP_PASS;
}
