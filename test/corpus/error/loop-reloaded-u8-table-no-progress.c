// A u8 table reloaded from the frame, indexed by a resume value, tested by a loop that never changes it.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int n)
{
	__u8 tab[8] = { 1, 0, 1, 0, 1, 0, 1, (__u8)n };
	long s = 0;

	for (int k = 0; k < 3; k++) {
		long x = bpf_coro_yield(k);

		do { // ERROR-HERE
			if (tab[x & 7] != 0)
				break;
		} while (tab[(x + 1) & 7] == 0);
		s += x;
	}
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
