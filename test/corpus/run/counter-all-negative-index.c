// A counter from -40 to -24, every value below zero, indexing
// `t[i + 40]`. The split checks the reloaded counter unsigned (one
// contiguous range there) and did not tell the optimiser the range, which
// it does for ranges across zero, so the array's base was not moved down:
// the verifier bounded the scaled negative index by its known bits alone,
// [-512, -8], below the array ("invalid variable-offset read from stack").
// A range below zero now reaches BPFCoroIndexMask however it is checked
// (lib/BPFCoroSplit/StateMachine.cpp). Found by an adversarial round; the
// expected values are the body's, run on the host.
// RUN: start 1 -> SUSPENDED -40; resume 1 -> SUSPENDED -39; resume 2 -> SUSPENDED -38; resume 3 -> SUSPENDED -37; resume 3 -> SUSPENDED -36; resume 3 -> SUSPENDED -35; resume 3 -> SUSPENDED -34; resume 3 -> SUSPENDED -33; resume 3 -> SUSPENDED -32; resume 3 -> SUSPENDED -31; resume 3 -> SUSPENDED -30; resume 3 -> SUSPENDED -29; resume 3 -> SUSPENDED -28; resume 3 -> SUSPENDED -27; resume 3 -> SUSPENDED -26; resume 3 -> SUSPENDED -25; resume 3 -> SUSPENDED -24; resume 3 -> DONE 190123007;
// RUN: start -7 -> SUSPENDED -40; resume 5 -> SUSPENDED -39; resume -5 -> SUSPENDED -38; resume 9 -> SUSPENDED -37; resume 9 -> SUSPENDED -36; resume 9 -> SUSPENDED -35; resume 9 -> SUSPENDED -34; resume 9 -> SUSPENDED -33; resume 9 -> SUSPENDED -32; resume 9 -> SUSPENDED -31; resume 9 -> SUSPENDED -30; resume 9 -> SUSPENDED -29; resume 9 -> SUSPENDED -28; resume 9 -> SUSPENDED -27; resume 9 -> SUSPENDED -26; resume 9 -> SUSPENDED -25; resume 9 -> SUSPENDED -24; resume 9 -> DONE -211646388
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
#define CORO __bpf_coro static
#define Y(x) bpf_coro_yield(x)
CORO long co(long a)
{
	long t[32];
	long s = 0;
	for (int k = 0; k < 32; k++) t[k] = a + k;
	asm volatile("" : : "r"(t) : "memory");
	for (int i = -40; i < -40 + 17; i++)
		s = s * 3 + t[i - (-40)] + Y(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
