// A pointer stepped by 1 or 2 by the resume value, every iteration.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 0 -> DONE 1101
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[8] = {};
	long *p = &a[0];

	for (int i = 0; i < 2; i++) {
		*p += 1;
		p += bpf_coro_yield(i) ? 2 : 1;
	}
	*p += 1;
	return a[0] + a[1] * 10 + a[2] * 100 + a[3] * 1000;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
