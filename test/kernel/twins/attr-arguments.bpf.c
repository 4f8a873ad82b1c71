// SPDX-License-Identifier: GPL-2.0
/*
 * Twin of test/lit/diagnostics/attr-arguments.c, the fix:
 * the attribute in both spellings, without an argument list.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__attribute__((bpf_coro)) static int gnu_form(void)
{
	return bpf_coro_yield(10) + 1;
}

[[bpfcoro::coro]] static int c23_form(void)
{
	return bpf_coro_yield(20) + 2;
}

TWIN_FRAMES(gnu_frames, gnu_form);
TWIN_FRAMES(c23_frames, c23_form);

SEC("syscall")
int run(void *ctx)
{
	return TWIN_RUN(gnu_frames, gnu_form, gnu_form(), 1 + 1) |
	       TWIN_RUN(c23_frames, c23_form, c23_form(), 1 + 2);
}
