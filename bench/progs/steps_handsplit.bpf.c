// SPDX-License-Identifier: GPL-2.0
/*
 * steps_handsplit.bpf.c - steps.bpf.c written the way it is done today: the
 * state number and acc kept by hand in a map value, a switch on the state
 * per run. Same packet in, same values out, run for run.
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

/* steps_handsplit_percpu.bpf.c: the state in a per-CPU array. */
#ifndef STEPS_STATE_MAP
#define STEPS_STATE_MAP BPF_MAP_TYPE_ARRAY
#endif

struct {
	__uint(type, STEPS_STATE_MAP);
	__type(key, __u32);
	__type(value, struct steps_state);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	struct bench_pkt *p = bench_pkt(ctx);
	__u32 key = BENCH_KEY;
	struct steps_state *s;
	__u64 in, acc;
	int st = 1;

	if (!p)
		return XDP_ABORTED;
	s = bpf_map_lookup_elem(&frames, &key);
	if (!s)
		return XDP_ABORTED;
	in = p->in;
	acc = s->acc;
	switch (s->state) {
	case 0:			/* start */
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
	default:		/* corrupt */
		st = -117;
		break;
	}
	s->acc = acc;
	p->out = acc;
	p->status = st;
	p->runs++;
	return XDP_PASS;
}
