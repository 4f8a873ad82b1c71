// SPDX-License-Identifier: GPL-2.0
/*
 * portknock_claim.bpf.c - examples/portknock/portknock_handsplit.bpf.c with
 * the safety the coroutine has and the plain hand-split lacks: the step is
 * claimed with a compare-and-swap to RUNNING (a second CPU on the same
 * source skips the packet, PK_STAT_BUSY), and published with an atomic
 * exchange. The same-safety baseline of bench/RESULTS.md for portknock, as
 * steps_claim.bpf.c is for steps; not an example.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "portknock.h"
#include "portknock_parse.h"

char LICENSE[] SEC("license") = "GPL";

/* Per-source knock progress; LRU: the least recent source starts over. */
struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__type(key, struct pk_key);
	__type(value, struct knock_state);
	__uint(max_entries, PK_MAX_FLOWS);
} flows SEC(".maps");

/* Sources that knocked right -> packets passed since. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, struct pk_key);
	__type(value, __u64);
	__uint(max_entries, PK_MAX_ALLOWED);
} allowed SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, PK_STAT_NR);
} stats SEC(".maps");

static __always_inline void count(__u32 what)
{
	__u64 *c = bpf_map_lookup_elem(&stats, &what);

	if (c)
		(*c)++;
}

/* The state of source key, created at step 0 if it has none. */
static __always_inline struct knock_state *get_state(struct pk_key *key)
{
	struct knock_state *s, fresh = {};

	s = bpf_map_lookup_elem(&flows, key);
	if (s)
		return s;
	bpf_map_update_elem(&flows, key, &fresh, BPF_NOEXIST);
	return bpf_map_lookup_elem(&flows, key);
}

#define RUNNING 0xffffffffu

SEC("xdp")
int portknock(struct xdp_md *ctx)
{
	struct pk_key key = {};
	__u64 zero = 0, *passed;
	struct knock_state *s;
	__u16 port = 0;
	__u32 step, seen;

	switch (parse_knock(ctx, &key, &port)) {
	case PK_PKT_KNOCK:
		break;
	case PK_PKT_OTHER:
		count(PK_STAT_OTHER);
		return XDP_PASS;
	default:
		count(PK_STAT_MALFORMED);
		return XDP_PASS;
	}

	passed = bpf_map_lookup_elem(&allowed, &key);
	if (passed) {
		__sync_fetch_and_add(passed, 1);
		count(PK_STAT_ALLOWED);
		return XDP_PASS;
	}
	count(PK_STAT_UNALLOWED);

	s = get_state(&key);
	if (!s) {
		count(PK_STAT_ERROR);
		return PK_UNALLOWED_VERDICT;
	}
	step = s->step;
	if (step == RUNNING) {
		/* The same source on another CPU right now: skip this packet. */
		count(PK_STAT_BUSY);
		return PK_UNALLOWED_VERDICT;
	}
	if (step >= KNOCK_LEN) {
		/* Corrupt (user space wrote the map): start over. */
		count(PK_STAT_ERROR);
		__sync_val_compare_and_swap(&s->step, step, 0);
		return PK_UNALLOWED_VERDICT;
	}
	seen = __sync_val_compare_and_swap(&s->step, step, RUNNING);
	if (seen != step) {
		count(PK_STAT_BUSY);
		return PK_UNALLOWED_VERDICT;
	}
	if (port != knock_seq[step]) {		/* wrong port */
		__sync_lock_test_and_set(&s->step, 0);
		count(PK_STAT_RESET);
	} else if (step + 1 < KNOCK_LEN) {	/* right port, more to come */
		__sync_lock_test_and_set(&s->step, step + 1);
	} else {				/* the whole sequence */
		if (bpf_map_update_elem(&allowed, &key, &zero, BPF_ANY))
			count(PK_STAT_ERROR);
		else
			count(PK_STAT_NEW_ALLOWED);
		bpf_map_delete_elem(&flows, &key);
	}
	return PK_UNALLOWED_VERDICT;
}
