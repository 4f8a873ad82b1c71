/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * bench_driver.h - the XDP driver of a coroutine under benchmark, the way a
 * user drives one per packet: look the frame up, resume it if it is
 * suspended, else start it. BENCH_CORO_DRIVER(fn, start_call) defines the
 * frame map "frames" and the program "drive".
 */
#ifndef __BENCH_DRIVER_H
#define __BENCH_DRIVER_H

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bench_pkt.h"

/* The packet, bounds-checked, or NULL. */
static __always_inline struct bench_pkt *bench_pkt(struct xdp_md *ctx)
{
	struct bench_pkt *p = (void *)(long)ctx->data;

	if ((void *)(p + 1) > (void *)(long)ctx->data_end)
		return 0;
	return p;
}

#define BENCH_CORO_DRIVER(fn, start_call)				\
	BENCH_CORO_DRIVER_IN(BPF_MAP_TYPE_ARRAY, fn, start_call)

/* The same with the frames in a map of type map_type (a per-CPU array for
 * a __bpf_coro_percpu coroutine: the run stays on one CPU). */
#define BENCH_CORO_DRIVER_IN(map_type, fn, start_call)			\
struct {								\
	__uint(type, map_type);						\
	__type(key, __u32);						\
	__type(value, BPF_CORO_FRAME(fn));				\
	__uint(max_entries, 1);						\
} frames SEC(".maps");							\
									\
SEC("xdp")								\
int drive(struct xdp_md *ctx)						\
{									\
	struct bench_pkt *p = bench_pkt(ctx);				\
	__u32 key = BENCH_KEY;						\
	long out = 0;							\
	void *frame;							\
	__u64 in;							\
	int st;								\
									\
	if (!p)								\
		return XDP_ABORTED;					\
	frame = bpf_map_lookup_elem(&frames, &key);			\
	if (!frame)							\
		return XDP_ABORTED;					\
	in = p->in;							\
	if (bpf_coro_suspended(frame))					\
		st = bpf_coro_resume(fn, frame, in, &out);		\
	else								\
		st = bpf_coro_start(frame, start_call, &out);		\
	p->out = out;							\
	p->status = st;							\
	p->runs++;							\
	return XDP_PASS;						\
}

#endif /* __BENCH_DRIVER_H */
