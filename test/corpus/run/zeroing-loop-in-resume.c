// A clamped count-down zeroing elements of a local array after a
// suspension. In the resume the array lives in the frame's staging area
// and the optimiser made the loop one memset of 4 or 8 bytes at a computed
// offset, which the BPF back end cannot lower ("A call to built-in function
// 'memset' is not supported": the compile failed; extended fuzz seed
// 2735). In plain C the loop is unrolled away. BPFCoroMemLoops makes the
// memset a loop again.
// RUN: start 1 0 -> SUSPENDED 1; resume 2 -> DONE 8139112449
// RUN: start 1 1 -> SUSPENDED 1; resume 2 -> DONE 8170504193
// RUN: start 3 3 -> SUSPENDED 3; resume 0 -> DONE 8136949763
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static long __bpf_coro co(long a, long b)
{
	__u32 arr[4] = { (__u32)a, (__u32)b, 545, 485 };
	__u8 z[4] = { 77, 21, 65, 214 };
	int n;

	arr[3] ^= (__u32)bpf_coro_yield(a);
	n = (int)((__u64)b * z[b & 3]);
	if (n > 2)
		n = 2;
	if (n < 0)
		n = 0;
	while (n-- > 0)
		arr[(n + 1) & 3] = 0;
	return arr[0] ^ ((long)arr[1] << 8) ^ ((long)arr[2] << 16) ^
	       ((long)arr[3] << 24);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
