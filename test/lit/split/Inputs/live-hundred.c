// A hundred values live across one suspension, read from a map value in a
// loop whose NULL test returns (bench/gen.c's `live 100`).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "../../../kernel/progs/live_many.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct live_vals);
	__uint(max_entries, 1);
} vals SEC(".maps");

__bpf_coro static long hundred(__u64 seed)
{
	__u64 acc = seed;

	for (;;) {
		LIVE_VALUES(LIVE_DECL)
		__u64 in;

		{
			__u32 key = 0;
			struct live_vals *p = bpf_map_lookup_elem(&vals, &key);

			if (!p)
				return -1;
			LIVE_VALUES(LIVE_LOAD)
		}
		in = bpf_coro_yield(acc);
		LIVE_VALUES(LIVE_USE)
	}
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(hundred));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	__u32 key = 0;
	void *frame = bpf_map_lookup_elem(&frames, &key);
	long out;

	if (!frame)
		return XDP_PASS;
	if (bpf_coro_resume(hundred, frame, ctx->ingress_ifindex, &out) < 0)
		bpf_coro_start(frame, hundred(ctx->rx_queue_index), &out);
	return XDP_PASS;
}
