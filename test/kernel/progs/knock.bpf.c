// SPDX-License-Identifier: GPL-2.0
/*
 * knock.bpf.c - a coroutine per flow in XDP: port knocking. Each source
 * address gets a frame in an LRU hash map; every UDP packet resumes it with
 * its destination port. Knocking KNOCK_BASE, +1, +2 in a row lets the source
 * in (XDP_PASS from then on); a wrong port ends the coroutine and the next
 * packet starts over. Everything else is dropped.
 */
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <linux/ip.h>
#include <linux/udp.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_endian.h>
#include "bpf_coro.h"

#define KNOCK_BASE 1001

char LICENSE[] SEC("license") = "GPL";

/* Returns 1 if the next three ports are base, base + 1, base + 2. */
__bpf_coro static int knock(int base)
{
	for (int i = 0; i < 3; i++)
		if (bpf_coro_yield(i) != base + i)
			return 0;
	return 1;
}

struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(knock));
	__uint(max_entries, 64);
} knock_frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(knock));
	__uint(max_entries, 1);
} zero_frame SEC(".maps");

/* Source addresses that completed the knock. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, __u32);
	__uint(max_entries, 64);
} allowed SEC(".maps");

/* Status of the last bpf_coro_resume, for the loader to check. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __s32);
	__uint(max_entries, 1);
} last_status SEC(".maps");

SEC("xdp")
int xdp_knock(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *data_end = (void *)(long)ctx->data_end;
	struct ethhdr *eth = data;
	struct iphdr *ip = data + sizeof(*eth);
	struct udphdr *udp = data + sizeof(*eth) + sizeof(*ip);
	__u32 saddr, zero = 0, one = 1;
	void *frame, *init;
	__s32 *last;
	long out = 0;
	int port, st;

	if ((void *)(udp + 1) > data_end ||
	    eth->h_proto != bpf_htons(ETH_P_IP) || ip->ihl != 5 ||
	    ip->protocol != IPPROTO_UDP)
		return XDP_DROP;
	saddr = ip->saddr;
	port = bpf_ntohs(udp->dest);

	if (bpf_map_lookup_elem(&allowed, &saddr))
		return XDP_PASS;

	frame = bpf_map_lookup_elem(&knock_frames, &saddr);
	if (!frame) {
		init = bpf_map_lookup_elem(&zero_frame, &zero);
		if (!init)
			return XDP_ABORTED;
		bpf_map_update_elem(&knock_frames, &saddr, init, BPF_NOEXIST);
		frame = bpf_map_lookup_elem(&knock_frames, &saddr);
		if (!frame)
			return XDP_ABORTED;
	}
	/* A new or finished flow: run up to the first knock. */
	if (!bpf_coro_suspended(frame) &&
	    bpf_coro_start(frame, knock(KNOCK_BASE), &out) != BPF_CORO_SUSPENDED)
		return XDP_ABORTED;

	st = bpf_coro_resume(knock, frame, port, &out);
	last = bpf_map_lookup_elem(&last_status, &zero);
	if (last)
		*last = st;
	if (st == BPF_CORO_DONE && out == 1) {
		bpf_map_update_elem(&allowed, &saddr, &one, BPF_ANY);
		return XDP_PASS;
	}
	return XDP_DROP;
}
