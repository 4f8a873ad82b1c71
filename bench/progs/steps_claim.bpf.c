// SPDX-License-Identifier: GPL-2.0
/*
 * steps_claim.bpf.c - steps_handsplit.bpf.c plus what the coroutine adds
 * for safety: the state is claimed with a compare-and-swap (so two CPUs
 * never run the same state at once) and published with an atomic exchange.
 * Not a baseline: it shows how much of the coroutine's cost is the claim.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bench_pkt.h"
#include "bench_driver.h"

char LICENSE[] SEC("license") = "GPL";

#define RUNNING 0xffffffffu

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

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	struct bench_pkt *p = bench_pkt(ctx);
	__u32 key = BENCH_KEY, state, next;
	struct steps_state *s;
	__u64 in, acc;

	if (!p)
		return XDP_ABORTED;
	s = bpf_map_lookup_elem(&frames, &key);
	if (!s)
		return XDP_ABORTED;
	in = p->in;
	state = s->state;
	if (state > 3 ||
	    __sync_val_compare_and_swap(&s->state, state, RUNNING) != state) {
		p->status = -16;	/* busy or corrupt */
		return XDP_PASS;
	}
	acc = s->acc;
	switch (state) {
	case 0:
		acc = in;
		next = 1;
		break;
	case 1:
		acc += in;
		next = 2;
		break;
	case 2:
		acc ^= in >> 3;
		next = 3;
		break;
	default:
		acc = acc * 5 + in;
		next = 1;
		break;
	}
	s->acc = acc;
	__sync_lock_test_and_set(&s->state, next);
	p->out = acc;
	p->status = 1;
	p->runs++;
	return XDP_PASS;
}
