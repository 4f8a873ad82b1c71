// A count-down's element `la[k - 1]`, stored on two ways (the arms of a
// division guarded against zero, which jump threading gives each its own
// copy of the address, and of the next yield's) and read after the yield:
// the split saves the address as a phi of offsets in 4-byte units,
// `(4 * k - 4) >> 2`. An arithmetic shift of the sum, which
// ScalarEvolution does not follow, checked the reloaded offset against
// [0, 0x7ffffffd] only, and the read was refused ("invalid unbounded
// variable-offset read from stack"; found by a random program generator,
// loads as plain C). Now the offset is divided term by term, `k - 1`,
// checked against [0, 3].
// RUN: start 7 0 -> SUSPENDED 7; resume 0 -> DONE 0
// RUN: start 7 2 -> SUSPENDED 7; resume 1 -> SUSPENDED 3; resume 0 -> SUSPENDED 3
// RUN: resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 3; resume 0 -> DONE 778
// RUN: start 1 0 -> SUSPENDED 1; resume 5 -> SUSPENDED 85; resume 0 -> SUSPENDED 85
// RUN: resume 0 -> SUSPENDED 85; resume 0 -> SUSPENDED 85; resume 0 -> SUSPENDED 85
// RUN: resume 0 -> SUSPENDED 85; resume 0 -> SUSPENDED 85; resume 0 -> SUSPENDED 85
// RUN: resume 0 -> DONE 2060
// RUN: start 1000 3 -> SUSPENDED 1000; resume 1 -> SUSPENDED 333; resume 0 -> SUSPENDED 333
// RUN: resume 0 -> SUSPENDED 333; resume 0 -> SUSPENDED 333; resume 0 -> DONE 514
// RUN: start -1 -1 -> SUSPENDED -1; resume 1 -> SUSPENDED 257; resume 0 -> SUSPENDED 257
// RUN: resume 0 -> SUSPENDED 257; resume 0 -> SUSPENDED 257; resume 0 -> DONE 10
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__s32 la[16] = {};
	__u64 lacc = 0;
	__u8 d = (__u8)b;
	__u16 v2 = (__u16)a;
	__u32 n = (__u32)bpf_coro_yield(a);

	if (n > 2)
		n = 2;
	for (__u32 j = 0; j < n; j++)
		for (int k = 4; k > 0; k--) {
			la[k - 1] = d ? 0x80 / d : 0x55;
			bpf_coro_yield(d ? v2 / d : 0x55);
			lacc += (__u64)la[k - 1] * 3 + (__u64)k;
		}
	return (long)lacc;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
