// SPDX-License-Identifier: GPL-2.0
/*
 * live_many.bpf.c - a hundred values live across one suspension, read from
 * a map value in a loop whose NULL test returns (the shape of bench/gen.c's
 * `live 100`): the frame holds them easily, but saved all at the
 * suspension and reloaded all at the resume they needed over 750 bytes
 * of the 512-byte BPF stack. The split stores each as it is read and reloads
 * each where it is used. The values are the loader's.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"
#include "live_many.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct live_vals);
	__uint(max_entries, 1);
} live_vals SEC(".maps");

__bpf_coro static long hundred(__u64 seed)
{
	__u64 acc = seed;

	for (int r = 0; r < 3; r++) {
		LIVE_VALUES(LIVE_DECL)
		__u64 in;

		{
			__u32 key = 0;
			struct live_vals *p = bpf_map_lookup_elem(&live_vals, &key);

			if (!p)
				return -1;
			LIVE_VALUES(LIVE_LOAD)
		}
		in = bpf_coro_yield(acc);
		LIVE_VALUES(LIVE_USE)
	}
	return acc;
}

CORO_FRAME_ARRAY(hundred_frames, hundred, 1);
CORO_DRIVER(drive_hundred, hundred_frames, hundred, hundred(args->arg[0]))
