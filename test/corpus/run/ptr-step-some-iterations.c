// A pointer into a local stepped by 2 only when the resume value says so.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 1 -> DONE 120
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[8] = {};
	long *p = &a[0];

	for (int i = 0; i < 3; i++) {
		if (bpf_coro_yield(i))
			p += 2;
		*p += 1;
	}
	return a[0] + a[2] * 10 + a[4] * 100 + a[6] * 1000;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
