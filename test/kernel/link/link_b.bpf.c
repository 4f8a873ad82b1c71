// SPDX-License-Identifier: GPL-2.0
/*
 * The other static coroutine `co` of link_test.c: two suspension points with
 * different live sets, so its frame is a union, with a member `b_first`.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "link.h"

__bpf_coro static int co(int n)
{
	long b_first = bpf_coro_yield(n);
	long b_second = bpf_coro_yield(b_first * 2);

	bpf_coro_yield(b_second + n);
	return b_first * 100 + b_second;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 1);
} b_frames SEC(".maps");

SEC("syscall")
int b_run(struct link_args *args)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&b_frames, &zero);

	if (!f)
		return 1;
	if (args->destroy)
		args->status = bpf_coro_destroy(co, f);
	else if (bpf_coro_suspended(f))
		args->status = bpf_coro_resume(co, f, args->in, &out);
	else
		args->status = bpf_coro_start(f, co(7), &out);
	args->out = out;
	return 0;
}
