// Suspension points that end alike share one publish (BPFCoroSinkPublish):
// yields in three branches saving a, b, c, i with values
// computed differently per branch; each yields a different variable.
// Expected values from the same C run on the host with yield simulated.
// RUN: start 3 4 -> SUSPENDED 14; resume 1 -> SUSPENDED 10; resume 0 -> SUSPENDED 26; resume 2 -> SUSPENDED 17; resume 0 -> SUSPENDED 64; resume 4 -> SUSPENDED 73; resume 0 -> SUSPENDED 104; resume 5 -> SUSPENDED 44; resume 0 -> SUSPENDED 158; resume 6 -> SUSPENDED 71; resume 0 -> SUSPENDED 294; resume 8 -> SUSPENDED 387; resume 0 -> DONE 5407
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n, long m)
{
	long a = n, b = m, c = n ^ m;

	for (int i = 0; i < 6; i++) {
		long k = bpf_coro_yield(a + b + c);

		if (k & 1) {
			a = a * 3 + k;
			b = b - k;
			c = c ^ a;
			bpf_coro_yield(a);
		} else if (k & 2) {
			a = a + 7;
			b = b * 5 + k;
			c = c + b;
			bpf_coro_yield(b);
		} else {
			a = a - k;
			b = b + 1;
			c = c * 2 + a;
			bpf_coro_yield(c);
		}
	}
	return a * 100 + b * 10 + c;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
