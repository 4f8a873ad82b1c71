// The same in a while loop with its counter stepped inside.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	int a[6] = { 1, 2, 3, 4, 5, 6 };
	int *p = &a[0];
	int i = 0;

	while (i < 2) {
		if (bpf_coro_yield(i))
			p += 2;
		i++;
	}
	return *p + a[1] * 2;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
