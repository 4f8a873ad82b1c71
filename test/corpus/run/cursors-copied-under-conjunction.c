// A read and a write cursor stepped under `rd < 6 && wr < 6` in an inner
// loop that suspends: as in stack-push-guarded-by-conjunction.c, the
// conjunction's halves bound neither cursor, and the resume wrote
// a[wr] at an offset the verifier saw reach INT_MIN ("value -2147483648
// makes fp pointer be out of bounds"). Found by an adversarial round; the
// expected values are the body's, run on the host.
// RUN: start 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 17; resume 0 -> SUSPENDED 33; resume 1 -> SUSPENDED 50; resume 1 -> SUSPENDED 67; resume 0 -> SUSPENDED 83; resume 1 -> DONE 47534100
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long z)
{
	__u8 a[6];
	for (int k = 0; k < 6; k++)
		a[k] = k + 1;
	int rd = 0, wr = 0;
	for (int o = 0; o < 2; o++) {
		for (int j = 0; j < 3; j++) {
			long keep = bpf_coro_yield(rd * 16 + wr);
			if (rd < 6 && wr < 6) {
				if (keep)
					a[wr++] = a[rd];
				rd++;
			}
		}
	}
	long s = 0;
	for (int k = 0; k < 6; k++)
		s = s * 8 + a[k];
	return s * 1000 + rd * 16 + wr;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
