// A count-down from a start's top bits ([0, 1023]) with a `continue` that
// goes around without suspending. LLVM tests the count and takes one off it
// in one block, the step above the test: the loop check's walk narrowed
// the count at the test but not the count minus one, which it carried
// round, unbounded below, until it gave up on the loop and refused the
// program (reduced from extended fuzz seed 970). The verifier sees the step
// below the test (BPFCoroExitTest) or linked to it, as the walk now does.
// RUN: start 1 0 -> SUSPENDED 1; resume 5 -> DONE 4
// RUN: start 12 36028797018963968 -> SUSPENDED 12; resume 65 -> SUSPENDED 2
// RUN: resume 9 -> DONE 8
// RUN: start 3 54043195528445952 -> SUSPENDED 3; resume 65 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__u32 arr[4] = { (__u32)a, (__u32)b, 431, 749 };
	int v = (int)bpf_coro_yield(a);

	if (v == 65) {
		int n = (int)((__u64)b >> 54);

		while (n-- > 0) {
			v = n + 1;
			if ((arr[b & 3] & 7) <= 3)
				continue;
			arr[b & 1] = bpf_coro_yield(v);
		}
	}
	return v ^ arr[0] ^ arr[1];
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
