// Helper calls (bpf_ktime_get_ns) between suspensions.
// RUN: start 1 -> SUSPENDED 1; resume 0 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	__u64 t0 = bpf_ktime_get_ns();

	bpf_coro_yield(n);
	return bpf_ktime_get_ns() >= t0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
