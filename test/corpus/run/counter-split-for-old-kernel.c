// A loop to a bound computed from an argument with a suspension on some
// iterations, compiled for 6.1 (-bpf-coro-target-kernel=6.1), under which
// a reloaded counter is split into its values (docs/usage.md): the values
// it resumes with, and so the results, must be those of the body. The
// expected values are the body's, run on the host (cc -fwrapv).
// FLAGS: -mllvm -bpf-coro-target-kernel=6.1
// RUN: start 12 1 -> SUSPENDED 0; resume 2 -> SUSPENDED 2; resume 3 -> SUSPENDED 3; resume 4 -> DONE 369624833;
// RUN: start 12 2 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 1 -> DONE 436864007;
// RUN: start 4 7 -> SUSPENDED 0; resume 0 -> DONE 68687636;
// RUN: start 0 3 -> SUSPENDED 0; resume 9 -> DONE 67310611;
// RUN: start 13 -5 -> SUSPENDED 0; resume -1 -> SUSPENDED 1; resume -2 -> SUSPENDED 3; resume -3 -> DONE -71777215046553073
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a, long b)
{
	int n = (int)((a >> 2) & 3) + 1;
	__u32 arr[4] = { 1, 2, 3, 4 };
	long s = b;

	for (int i = 0; i < n; i++) {
		if ((s ^ i) & 1)
			s = s * 3 + bpf_coro_yield(i);
		arr[(i + 1) & 3] += (__u32)s;
	}
	return s ^ arr[0] ^ ((long)arr[1] << 8) ^ ((long)arr[2] << 16) ^ ((long)arr[3] << 24);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
