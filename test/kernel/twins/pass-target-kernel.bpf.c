// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/pass-target-kernel.c, the fix for a 6.1
 * target: a for loop with a constant bound instead of the iterator, no RCU
 * read section (the program runs under RCU anyway), a constant cap instead
 * of may_goto. test/lit/diagnostics/pass-target-kernel.c compiles it with
 * -bpf-coro-target-kernel=6.1.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int walk(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 16; i++)
		s += i;
	bpf_coro_yield(s);
	s++;
	for (int i = 0; i < n && i < 256; i++)
		s += bpf_coro_yield(i);
	return s;
}

TWIN_FRAMES(frames, walk);

SEC("syscall")
int run(void *ctx)
{
	/* 0 + 1 + 2, plus 1, plus the resume values 2, 3 and 4. */
	return TWIN_RUN(frames, walk, walk(3), 3 + 1 + 2 + 3 + 4);
}
