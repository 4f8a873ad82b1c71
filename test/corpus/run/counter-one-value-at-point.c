// A counter that has one value at its suspension (`for (i = 2; i >= 2;
// i -= 2)` runs once) but a range of two there ([1, 2]: LazyValueInfo's
// i != 0 and ScalarEvolution's [0, 2]). The resume split a counter's small
// range into its values, 1 among them, and the verifier walked i = 1 round
// the loop to la[-1] ("R2 invalid mem access 'scalar'"; found by a random
// program generator, loads as plain C). The reload is now checked to be
// the one value the counter has there, 2.
// RUN: start 0 0 -> SUSPENDED 7; resume 0 -> DONE 2
// RUN: start -1 4294967295 -> SUSPENDED 7; resume -1 -> DONE 1
// RUN: start 5 3 -> SUSPENDED 7; resume 5 -> DONE 7
// RUN: start 2 3 -> SUSPENDED 7; resume 4 -> DONE 25
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__s32 la[16] = {};
	__u64 lacc = 0;

	for (__u64 i = 2; i >= 2; i -= 2) {
		la[i] += (int)b;
		lacc += bpf_coro_yield(i * 3 + 1);
		if (lacc & 1)
			return lacc + i;
		lacc = lacc * 5 + i;
	}
	return lacc + la[a & 15];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
