// SPDX-License-Identifier: GPL-2.0
/*
 * percpu.bpf.c - a __bpf_coro_percpu coroutine in XDP: its frame is a
 * per-CPU array value, so start, resume and destroy set its state with plain
 * stores instead of the claim's atomics. Each packet carries a number; the
 * coroutine sums three of them and starts over. What each run returned goes
 * to "results" for the loader to check.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro __bpf_coro_percpu static long sum3(__u64 first)
{
	__u64 s = first;

	for (int i = 0; i < 2; i++)
		s += bpf_coro_yield(s);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum3));
	__uint(max_entries, 1);
} percpu_frames SEC(".maps");

struct percpu_result {
	__s64 status;
	__s64 out;
	__s64 destroyed;
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct percpu_result);
	__uint(max_entries, 1);
} results SEC(".maps");

/* The packet: the number to add; 0 destroys the frame instead. */
SEC("xdp")
int xdp_sum3(struct xdp_md *ctx)
{
	__u64 *in = (void *)(long)ctx->data;
	struct percpu_result *r;
	__u32 zero = 0;
	long out = 0;
	void *frame;

	if ((void *)(in + 1) > (void *)(long)ctx->data_end)
		return XDP_ABORTED;
	frame = bpf_map_lookup_elem(&percpu_frames, &zero);
	r = bpf_map_lookup_elem(&results, &zero);
	if (!frame || !r)
		return XDP_ABORTED;
	if (!*in) {
		r->destroyed = bpf_coro_destroy(sum3, frame);
		return XDP_DROP;
	}
	if (bpf_coro_suspended(frame))
		r->status = bpf_coro_resume(sum3, frame, *in, &out);
	else
		r->status = bpf_coro_start(frame, sum3(*in), &out);
	r->out = out;
	return XDP_PASS;
}
