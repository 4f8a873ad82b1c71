// A __u32 pointer into a local stepped by 1 on some iterations, written before the suspension.
// RUN: start -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 0 -> DONE 112
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	__u32 a[6] = {};
	__u32 *p = &a[0];

	for (int i = 0; i < 4; i++) {
		*p += 1;
		if (bpf_coro_yield(i))
			p++;
	}
	return a[0] + a[1] * 10 + a[2] * 100 + a[3] * 1000;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
