// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-dynptr-live.c, the fix:
 * the ringbuf dynptr is submitted before bpf_coro_yield() and a new one
 * reserved after it, each in a block of its own.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

__bpf_coro static int emit(int n)
{
	long v = n;

	{
		struct bpf_dynptr ptr;

		bpf_ringbuf_reserve_dynptr(&rb, sizeof(v), 0, &ptr);
		bpf_dynptr_write(&ptr, 0, &v, sizeof(v), 0);
		bpf_ringbuf_submit_dynptr(&ptr, 0);
	}
	v = bpf_coro_yield(n);
	{
		struct bpf_dynptr ptr;

		bpf_ringbuf_reserve_dynptr(&rb, sizeof(v), 0, &ptr);
		bpf_dynptr_write(&ptr, 0, &v, sizeof(v), 0);
		bpf_ringbuf_submit_dynptr(&ptr, 0);
	}
	return v + n;
}

TWIN_FRAMES(frames, emit);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(frames, emit, emit(3), 1 + 3);
}
