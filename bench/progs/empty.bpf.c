// SPDX-License-Identifier: GPL-2.0
/*
 * empty.bpf.c - the floor: an XDP program that only bounds-checks the bench
 * packet and counts the run, so the test-run loop's own cost per run can
 * be subtracted from the others.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bench_driver.h"

char LICENSE[] SEC("license") = "GPL";

SEC("xdp")
int drive(struct xdp_md *ctx)
{
	struct bench_pkt *p = bench_pkt(ctx);

	if (!p)
		return XDP_ABORTED;
	p->status = 1;
	p->runs++;
	return XDP_PASS;
}
