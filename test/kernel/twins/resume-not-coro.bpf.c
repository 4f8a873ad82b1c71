// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/resume-not-coro.c, the fix:
 * bpf_coro_resume() names the coroutine; a choice made at run time
 * becomes a switch over named coroutines.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int plain(int n) { return n; }

__bpf_coro static int ping(int n)
{
	return bpf_coro_yield(n) + 100;
}

__bpf_coro static int pong(int n)
{
	return bpf_coro_yield(n) + 200;
}

TWIN_FRAMES(ping_frames, ping);
TWIN_FRAMES(pong_frames, pong);

/* Resumes coroutine number `which` on its own frame. */
static int resume_one(int which, long in, long *out)
{
	__u32 zero = 0;
	void *f;

	switch (which) {
	case 0:
		f = bpf_map_lookup_elem(&ping_frames, &zero);
		return f ? bpf_coro_resume(ping, f, in, out) : BPF_CORO_INVALID;
	default:
		f = bpf_map_lookup_elem(&pong_frames, &zero);
		return f ? bpf_coro_resume(pong, f, in, out) : BPF_CORO_INVALID;
	}
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f;

	f = bpf_map_lookup_elem(&ping_frames, &zero);
	if (!f)
		return TWIN_CHECK(0, 1);
	TWIN_CHECK(bpf_coro_start(f, ping(plain(1)), &out), BPF_CORO_SUSPENDED);
	f = bpf_map_lookup_elem(&pong_frames, &zero);
	if (!f)
		return TWIN_CHECK(0, 1);
	TWIN_CHECK(bpf_coro_start(f, pong(2), &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(resume_one(1, 5, &out), BPF_CORO_DONE);
	TWIN_CHECK(out, 205);
	TWIN_CHECK(resume_one(0, 6, &out), BPF_CORO_DONE);
	return TWIN_CHECK(out, 106);
}
