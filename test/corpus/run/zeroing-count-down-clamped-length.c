// A count-down of 0 to 3 stores zeroing a local array, clamped from a
// byte of the argument, before a loop that suspends: the optimiser makes
// the stores a memset whose length, `((4 * n + 0x3fffffffc) & 0x3fffffffc)
// + 4`, the verifier bounds only by 2^34, and the byte loop
// lib/BPFCoroMemLoops makes of it went past a million instructions
// (extended fuzz seed 14038). The length is clamped to the bytes the
// array holds from where the memset starts now. The expected values are
// the body's, run on the host.
// RUN: start 130 -> SUSPENDED 1; resume 5 -> SUSPENDED 4; resume 6 -> SUSPENDED 3; resume 7 -> SUSPENDED 0; resume 8 -> DONE 4327
// RUN: start 0 -> SUSPENDED 1; resume 5 -> SUSPENDED 0; resume 6 -> SUSPENDED 0; resume 7 -> SUSPENDED 0; resume 8 -> DONE 27
// RUN: start 131 -> SUSPENDED 1; resume 5 -> SUSPENDED 4; resume 6 -> SUSPENDED 3; resume 7 -> SUSPENDED 2; resume 8 -> DONE 4347
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	__u32 arr[4] = { 1, 2, 3, 4 };
	int n = (__u8)(a ^ 0x83);
	long s = 0;

	if (n > 3)
		n = 3;
	while (n-- > 0)
		arr[(n + 1) & 3] = 0;
	for (int i = 4; i > 0; i--)
		s += bpf_coro_yield(arr[i & 3]);
	return s + arr[0] + arr[1] * 10 + arr[2] * 100 + arr[3] * 1000;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
