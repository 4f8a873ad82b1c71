// SPDX-License-Identifier: GPL-2.0
/*
 * portknock_handsplit.bpf.c - the same port knocking as portknock.bpf.c,
 * written the way it is done without coroutines: the per-source state is an
 * explicit struct knock_state { __u32 step; } in the LRU hash value, and each
 * packet advances it by hand. Same maps (names, keys), counters and
 * verdicts, so one test drives both.
 *
 * Here the protocol is spread over the step bookkeeping below (compare,
 * advance, reset, bounds-check the step before indexing knock_seq); in the
 * coroutine version it is the for loop in knock().
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

SEC("xdp")
int portknock(struct xdp_md *ctx)
{
	struct pk_key key = {};
	__u64 zero = 0, *passed;
	struct knock_state *s;
	__u16 port = 0;
	__u32 step;

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
	if (step >= KNOCK_LEN) {
		/* Corrupt (user space wrote the map): start over. */
		count(PK_STAT_ERROR);
		s->step = 0;
		return PK_UNALLOWED_VERDICT;
	}
	if (port != knock_seq[step]) {		/* wrong port */
		s->step = 0;
		count(PK_STAT_RESET);
	} else if (step + 1 < KNOCK_LEN) {	/* right port, more to come */
		s->step = step + 1;
	} else {				/* the whole sequence */
		if (bpf_map_update_elem(&allowed, &key, &zero, BPF_ANY))
			count(PK_STAT_ERROR);
		else
			count(PK_STAT_NEW_ALLOWED);
		bpf_map_delete_elem(&flows, &key);
	}
	return PK_UNALLOWED_VERDICT;
}
