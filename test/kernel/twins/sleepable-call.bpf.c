// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/sleepable-call.c, the fix as the errors say:
 * the coroutine is started and resumed from a sleepable program
 * (SEC("syscall")), so the calls before the yield and after it may sleep;
 * the one after the sleep, which the timer's softirq callback would run,
 * moves after a bpf_coro_defer(&frames), which the bpf_wq's work item
 * continues in process context, and so does the call of the static
 * function that reads user memory. The run starts it, resumes the yield (to
 * the sleep), wakes the sleep early (to the defer) and checks that a
 * program resume of the frame parked at the defer is BUSY. (The address is
 * read from a global at each call: an address computed once would be a
 * pointer live across the suspensions.)
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

TWIN_FRAMES(frames, peek);

extern int bpf_copy_from_user_str(void *dst, __u32 dst__sz,
				  const void *unsafe_ptr__ign, __u64 flags) __ksym;

/* The user address each call reads (0 here: the calls fail, harmlessly). */
unsigned long long user_addr;

static __attribute__((noinline)) long read_user(void)
{
	long v = 0;

	bpf_copy_from_user(&v, sizeof(v), (const void *)user_addr);
	return v;
}

__bpf_coro static long peek(void)
{
	long v = 0;

	bpf_copy_from_user(&v, sizeof(v), (const void *)user_addr);
	v += bpf_coro_yield(v);
	bpf_copy_from_user_str(&v, sizeof(v), (const void *)user_addr, 0);
	bpf_coro_sleep(&frames, 1000000000);
	bpf_coro_defer(&frames);
	bpf_copy_from_user(&v, sizeof(v), (const void *)user_addr);
	v += read_user();
	return v;
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out = -1;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	TWIN_CHECK(bpf_coro_start(f, peek(), &out), BPF_CORO_SUSPENDED);
	/* To the sleep, then wake it early: to the defer. */
	TWIN_CHECK(bpf_coro_resume(peek, f, 1, &out), BPF_CORO_SUSPENDED);
	TWIN_CHECK(bpf_coro_resume(peek, f, 2, &out), BPF_CORO_SUSPENDED);
	/* Parked at the defer: only the work item continues it. */
	TWIN_CHECK(bpf_coro_resume(peek, f, 3, &out), BPF_CORO_BUSY);
	return 0;
}
