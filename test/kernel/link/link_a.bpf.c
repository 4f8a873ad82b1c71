// SPDX-License-Identifier: GPL-2.0
/*
 * One of two objects that each define a static coroutine `co`, linked into
 * one object by `bpftool gen object` (link_test.c). This one's frame holds
 * one save area with a member `a_sum`; link_b.bpf.c's is a union.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "link.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int a_sum = 0;

	for (int i = 0; i < n; i++)
		a_sum += bpf_coro_yield(i);
	return a_sum;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 1);
} a_frames SEC(".maps");

SEC("syscall")
int a_run(struct link_args *args)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&a_frames, &zero);

	if (!f)
		return 1;
	if (args->destroy)
		args->status = bpf_coro_destroy(co, f);
	else if (bpf_coro_suspended(f))
		args->status = bpf_coro_resume(co, f, args->in, &out);
	else
		args->status = bpf_coro_start(f, co(3), &out);
	args->out = out;
	return 0;
}
