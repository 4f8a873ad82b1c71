// FLAGS: -O1
// A char array a resume copies back from the frame, then read whole in a
// loop (`res[k] = cb[k]`). At -O1 the backend aligned cb to 8, and the
// element index, masked with the array's bound (`k & 7`), was or-ed into
// the stack address by instruction selection: "R0 bitwise operator |= on
// pointer prohibited" (an adversarial round; the plain program loads at
// -O1). The masked index is now hidden from selection too
// (lib/BPFCoroIndexMask). Expected values from the body as host C.
// RUN: start 3 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> DONE 2278
// RUN: start 7 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 4; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 6; resume 1 -> DONE 560
// RUN: start 0 -> DONE 2828
// RUN: start 9 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume 3 -> SUSPENDED 2; resume 3 -> SUSPENDED 3; resume 3 -> SUSPENDED 4; resume 3 -> SUSPENDED 5; resume 3 -> SUSPENDED 6; resume 3 -> DONE 560
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__u64 res[16];

__bpf_coro static long co(int n)
{
	char cb[8] = "abcdefg";
	char *p = cb;
	long sum = 0;

	for (int i = 0; i < n && i < 7; i++, p++) {
		bpf_coro_yield(i);
		*p = (char)(i * 5);
	}
	for (int k = 0; k < 8; k++) {
		res[k] = cb[k];
		sum += res[k] * (k + 1);
	}
	return sum;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
