// SPDX-License-Identifier: GPL-2.0
/*
 * steps_call.bpf.c - steps_handsplit.bpf.c with the step in a separate
 * (noinline) BPF subprogram that returns the value out through a pointer
 * to the caller's stack, the call shape of bpf_coro_resume(). Not a
 * baseline: it shows how much of the coroutine's cost is the BPF-to-BPF
 * call itself.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bench_pkt.h"
#include "bench_driver.h"

char LICENSE[] SEC("license") = "GPL";

struct steps_state {
	__u32 state;	/* 0: not started, 1..3: waiting at that step */
	__u64 acc;
};

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct steps_state);
	__uint(max_entries, 1);
} frames SEC(".maps");

static __noinline int step(struct steps_state *s, __u64 in, __u64 *out)
{
	__u64 acc = s->acc;
	int st = 1;

	switch (s->state) {
	case 0:
		acc = in;
		s->state = 1;
		break;
	case 1:
		acc += in;
		s->state = 2;
		break;
	case 2:
		acc ^= in >> 3;
		s->state = 3;
		break;
	case 3:
		acc = acc * 5 + in;
		s->state = 1;
		break;
	default:
		return -117;
	}
	s->acc = acc;
	*out = acc;
	return st;
}

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	struct bench_pkt *p = bench_pkt(ctx);
	__u32 key = BENCH_KEY;
	struct steps_state *s;
	__u64 out = 0;

	if (!p)
		return XDP_ABORTED;
	s = bpf_map_lookup_elem(&frames, &key);
	if (!s)
		return XDP_ABORTED;
	p->status = step(s, p->in, &out);
	p->out = out;
	p->runs++;
	return XDP_PASS;
}
