/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * portknock_parse.h - the packet parser both XDP programs share, so the
 * two files differ only in how they keep per-source state.
 *
 * parse_knock() walks Ethernet -> IPv4/IPv6 -> TCP/UDP, checking every
 * header against data_end before reading it, and says what the packet is:
 *
 *	PK_PKT_KNOCK	 a TCP or UDP packet: *key is its source, *dport its
 *			 destination port (host order)
 *	PK_PKT_OTHER	 well formed but not IPv4/IPv6 TCP/UDP: ARP, ICMP,
 *			 802.1Q, an IPv6 extension header before TCP/UDP, a
 *			 non-first IPv4 fragment (it has no port)
 *	PK_PKT_MALFORMED a header cut short, IPv4 IHL < 5 or past the packet,
 *			 a wrong IP version, a length field too small for the
 *			 header that follows, TCP data offset < 5
 *
 * Both programs let OTHER and MALFORMED packets pass (the kernel's stack
 * validates them again) and touch no source's state for them.
 */
#ifndef __PORTKNOCK_PARSE_H
#define __PORTKNOCK_PARSE_H

#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <linux/ipv6.h>
#include <linux/tcp.h>
#include <linux/udp.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>
#include "portknock.h"

enum pk_pkt {
	PK_PKT_KNOCK,
	PK_PKT_OTHER,
	PK_PKT_MALFORMED,
};

#define PK_IP_OFFSET 0x1fff	/* fragment offset, in 8-byte units */

static __always_inline int parse_knock(struct xdp_md *ctx, struct pk_key *key,
				       __u16 *dport)
{
	void *data = (void *)(long)ctx->data;
	void *data_end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	__u32 l4_len;	/* bytes the IP header says follow it */
	void *l4;
	__u8 proto;

	if ((void *)(eth + 1) > data_end)
		return PK_PKT_MALFORMED;

	if (eth->h_proto == bpf_htons(ETH_P_IP)) {
		struct iphdr *ip = (void *)(eth + 1);
		__u32 hlen, tot_len;

		if ((void *)(ip + 1) > data_end)
			return PK_PKT_MALFORMED;
		if (ip->version != 4 || ip->ihl < 5)
			return PK_PKT_MALFORMED;
		hlen = ip->ihl * 4;			/* 20..60: options */
		tot_len = bpf_ntohs(ip->tot_len);
		if ((void *)ip + hlen > data_end || tot_len < hlen)
			return PK_PKT_MALFORMED;
		if (ip->frag_off & bpf_htons(PK_IP_OFFSET))
			return PK_PKT_OTHER;		/* no L4 header here */
		proto = ip->protocol;
		l4 = (void *)ip + hlen;
		l4_len = tot_len - hlen;
		key->family = PK_FAMILY_IPV4;
		__builtin_memcpy(key->addr, &ip->saddr, 4);
	} else if (eth->h_proto == bpf_htons(ETH_P_IPV6)) {
		struct ipv6hdr *ip6 = (void *)(eth + 1);

		if ((void *)(ip6 + 1) > data_end)
			return PK_PKT_MALFORMED;
		if (ip6->version != 6)
			return PK_PKT_MALFORMED;
		/* Extension headers are not walked: such packets are OTHER. */
		proto = ip6->nexthdr;
		l4 = ip6 + 1;
		l4_len = bpf_ntohs(ip6->payload_len);
		key->family = PK_FAMILY_IPV6;
		__builtin_memcpy(key->addr, &ip6->saddr, 16);
	} else {
		return PK_PKT_OTHER;
	}

	if (proto == IPPROTO_TCP) {
		struct tcphdr *tcp = l4;

		if ((void *)(tcp + 1) > data_end || l4_len < sizeof(*tcp) ||
		    tcp->doff < 5)
			return PK_PKT_MALFORMED;
		*dport = bpf_ntohs(tcp->dest);
	} else if (proto == IPPROTO_UDP) {
		struct udphdr *udp = l4;

		if ((void *)(udp + 1) > data_end || l4_len < sizeof(*udp) ||
		    bpf_ntohs(udp->len) < sizeof(*udp))
			return PK_PKT_MALFORMED;
		*dport = bpf_ntohs(udp->dest);
	} else {
		return PK_PKT_OTHER;
	}
	return PK_PKT_KNOCK;
}

#endif /* __PORTKNOCK_PARSE_H */
