/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * portknock.h - what the two XDP programs (portknock.bpf.c, the coroutine,
 * and portknock_handsplit.bpf.c, the explicit state machine), the loader
 * and the test share: the knock sequence, the map key and values, the
 * counters.
 */
#ifndef __PORTKNOCK_H
#define __PORTKNOCK_H

#include <linux/types.h>

/*
 * The secret knock: the destination ports (TCP or UDP, any mix) a source
 * must hit, in this order, to be allowed. This is the only place it is
 * written: add, remove or change ports here and rebuild; both BPF programs,
 * the loader and the test follow.
 */
static const __u16 knock_seq[] = { 7001, 8002, 9003 };
#define KNOCK_LEN (sizeof(knock_seq) / sizeof(knock_seq[0]))

/*
 * Verdict for TCP/UDP packets from sources that have not knocked yet
 * (knocks included). XDP_PASS: only count them (the point of the example is
 * the per-source state). Make it XDP_DROP to turn this into a firewall:
 * allowed sources, non-TCP/UDP traffic and malformed packets still pass.
 */
#define PK_UNALLOWED_VERDICT XDP_PASS

/* Capacity of the per-source state map (LRU: the oldest attempts go first). */
#define PK_MAX_FLOWS 4096
/* Capacity of the allowed set (a plain hash: only knockers get in). */
#define PK_MAX_ALLOWED 1024

#define PK_FAMILY_IPV4 4
#define PK_FAMILY_IPV6 6

/*
 * A source address, the key of "flows" and "allowed". An IPv4 address
 * takes addr[0..3] (network order) and leaves addr[4..15] zero; family tells
 * 10.0.0.1 from the IPv6 address 0a00:0001::.
 */
struct pk_key {
	__u32 family;	/* PK_FAMILY_IPV4 or PK_FAMILY_IPV6 */
	__u8 addr[16];	/* source address, network byte order */
};

/*
 * The hand-split version's per-source state (the value of its "flows"
 * map): how many knocks of knock_seq the source got right so far. The
 * coroutine version keeps a compiler-laid-out frame there instead
 * (struct knock__coro_frame in BTF).
 */
struct knock_state {
	__u32 step;
};

/*
 * Counters, a per-CPU array "stats" indexed by these (sum over CPUs). Every
 * packet lands in exactly one of the first four; the others count events.
 */
enum pk_stat {
	PK_STAT_MALFORMED,	/* truncated/malformed: XDP_PASS, no state touched */
	PK_STAT_OTHER,		/* not IPv4/IPv6 TCP/UDP: XDP_PASS, no state touched */
	PK_STAT_ALLOWED,	/* TCP/UDP from an allowed source: XDP_PASS */
	PK_STAT_UNALLOWED,	/* TCP/UDP from anyone else (a knock): PK_UNALLOWED_VERDICT */
	PK_STAT_NEW_ALLOWED,	/* a source completed knock_seq */
	PK_STAT_RESET,		/* a wrong port ended a source's attempt */
	PK_STAT_BUSY,		/* the source's state was in use on another CPU */
	PK_STAT_ERROR,		/* a map was full or a frame corrupt */
	PK_STAT_NR,
};

#endif /* __PORTKNOCK_H */
