// SPDX-License-Identifier: GPL-2.0
/*
 * portknock.bpf.c - port knocking in XDP with one coroutine per source.
 *
 * A source (IPv4 or IPv6 address) is allowed once it has sent TCP or UDP
 * packets to the ports of knock_seq (portknock.h), in that order. The
 * knock() coroutine below is the whole protocol, written as the loop one
 * would write if a source's packets arrived as a stream: it suspends at
 * bpf_coro_yield() until the source's next packet, which resumes it with
 * that packet's destination port. Its frame (the loop index, laid out by the
 * compiler) waits in between in an LRU hash map keyed by the source.
 *
 * Verdicts: TCP/UDP from allowed sources pass; from other sources (knocks
 * included) they get PK_UNALLOWED_VERDICT (XDP_PASS: counted only);
 * anything else, malformed packets included, passes without touching any
 * state. Counters in "stats" (enum pk_stat).
 *
 * Build (the CMake function bpfcoro_add_bpf_object does this):
 *	clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=BPFCoroClang.so \
 *	    -fpass-plugin=BPFCoroPasses.so -I<bpfcoro>/runtime -c portknock.bpf.c
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "portknock.h"
#include "portknock_parse.h"

char LICENSE[] SEC("license") = "GPL";

/*
 * One knock attempt of one source. Each bpf_coro_yield() ends the current
 * packet's run; the source's next packet resumes it here, the yield
 * evaluating to that packet's destination port. (A packet pointer could not
 * be kept across the yield, so the port comes in as the resume value.)
 * Returns 1 when all of knock_seq came in order, 0 at the first wrong port:
 * the attempt is over and the source's next packet starts a new one.
 * Only i lives across the yield, so it is all the frame holds.
 */
__bpf_coro static int knock(void)
{
	for (int i = 0; i < KNOCK_LEN; i++) {
		__u16 port = bpf_coro_yield(i);	/* i knocks right so far */

		if (port != knock_seq[i])
			return 0;
	}
	return 1;
}

/*
 * Per-source frames. LRU: when full, the least recently knocking source
 * loses its frame and simply starts over with its next packet.
 */
struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__type(key, struct pk_key);
	__type(value, BPF_CORO_FRAME(knock));	/* size comes from BTF */
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

/* The frame of source key, created not started if it has none. */
static __always_inline void *get_frame(struct pk_key *key)
{
	void *frame;

	frame = bpf_map_lookup_elem(&flows, key);
	if (frame)
		return frame;
	/* The frame type has no size in C: the compiler supplies the zeros. */
	bpf_map_update_elem(&flows, key, bpf_coro_zero_frame(knock),
			    BPF_NOEXIST);
	return bpf_map_lookup_elem(&flows, key);
}

SEC("xdp")
int portknock(struct xdp_md *ctx)
{
	struct pk_key key = {};
	__u64 zero = 0, *passed;
	__u16 port = 0;
	void *frame;
	long out = 0;
	int st;

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

	frame = get_frame(&key);
	if (!frame) {
		count(PK_STAT_ERROR);
		return PK_UNALLOWED_VERDICT;
	}
	/* New source, or its last attempt failed: run up to the first knock. */
	if (!bpf_coro_suspended(frame)) {
		st = bpf_coro_start(frame, knock(), &out);
		if (st != BPF_CORO_SUSPENDED)
			goto trouble;
	}
	/* Feed it this packet's port. */
	st = bpf_coro_resume(knock, frame, port, &out);
	if (st == BPF_CORO_SUSPENDED)		/* right port, more to come */
		return PK_UNALLOWED_VERDICT;
	if (st == BPF_CORO_DONE) {
		if (out == 1) {			/* the whole sequence */
			if (bpf_map_update_elem(&allowed, &key, &zero, BPF_ANY))
				count(PK_STAT_ERROR);
			else
				count(PK_STAT_NEW_ALLOWED);
			bpf_map_delete_elem(&flows, &key);
		} else {			/* wrong port */
			count(PK_STAT_RESET);
		}
		return PK_UNALLOWED_VERDICT;
	}
trouble:
	if (st == BPF_CORO_BUSY) {
		/* The same source on another CPU right now: skip this packet. */
		count(PK_STAT_BUSY);
	} else {
		/* Corrupt (user space wrote the map): start over. */
		count(PK_STAT_ERROR);
		bpf_coro_destroy(knock, frame);
	}
	return PK_UNALLOWED_VERDICT;
}
