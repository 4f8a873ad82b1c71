// A loop without a suspension that tests only a local array a resume reloaded and changes nothing.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	int a[4] = { 1, 2, 3, n };
	long s = bpf_coro_yield(0);

	for (int k = 0; k < 2; k++) {
		s += bpf_coro_yield(k);
		do { // ERROR-HERE
			if (a[s & 3])
				break;
		} while (n);
	}
	return s + a[1];
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
