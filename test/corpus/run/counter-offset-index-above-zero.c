// A counter from 100 to 131 indexing `t[i - 100]`: the optimiser folds the
// -100 into the address and the late pass masked the index `i + 1` with
// the 31 bits it knew of it. The mask bounds nothing within a 256-byte
// array, and the verifier's `&` forgets the least value the index had:
// [101, 131] became [0, 131] and the read reached far below the array
// ("invalid variable-offset read from stack"). A known-bits mask is now put
// only where it bounds the index within its object
// (lib/BPFCoroIndexMask). Found by an adversarial round; the expected
// values are the body's, run on the host.
// RUN: start 1 -> SUSPENDED 100; resume 1 -> SUSPENDED 101; resume 2 -> SUSPENDED 102; resume 3 -> SUSPENDED 103; resume 3 -> SUSPENDED 104; resume 3 -> SUSPENDED 105; resume 3 -> SUSPENDED 106; resume 3 -> SUSPENDED 107; resume 3 -> SUSPENDED 108; resume 3 -> SUSPENDED 109; resume 3 -> SUSPENDED 110; resume 3 -> SUSPENDED 111; resume 3 -> SUSPENDED 112; resume 3 -> SUSPENDED 113; resume 3 -> SUSPENDED 114; resume 3 -> SUSPENDED 115; resume 3 -> SUSPENDED 116; resume 3 -> SUSPENDED 117; resume 3 -> SUSPENDED 118; resume 3 -> SUSPENDED 119; resume 3 -> SUSPENDED 120; resume 3 -> SUSPENDED 121; resume 3 -> SUSPENDED 122; resume 3 -> SUSPENDED 123; resume 3 -> SUSPENDED 124; resume 3 -> SUSPENDED 125; resume 3 -> SUSPENDED 126; resume 3 -> SUSPENDED 127; resume 3 -> SUSPENDED 128; resume 3 -> SUSPENDED 129; resume 3 -> SUSPENDED 130; resume 3 -> SUSPENDED 131; resume 3 -> DONE 2728057500254081;
// RUN: start -7 -> SUSPENDED 100; resume 5 -> SUSPENDED 101; resume -5 -> SUSPENDED 102; resume 9 -> SUSPENDED 103; resume 9 -> SUSPENDED 104; resume 9 -> SUSPENDED 105; resume 9 -> SUSPENDED 106; resume 9 -> SUSPENDED 107; resume 9 -> SUSPENDED 108; resume 9 -> SUSPENDED 109; resume 9 -> SUSPENDED 110; resume 9 -> SUSPENDED 111; resume 9 -> SUSPENDED 112; resume 9 -> SUSPENDED 113; resume 9 -> SUSPENDED 114; resume 9 -> SUSPENDED 115; resume 9 -> SUSPENDED 116; resume 9 -> SUSPENDED 117; resume 9 -> SUSPENDED 118; resume 9 -> SUSPENDED 119; resume 9 -> SUSPENDED 120; resume 9 -> SUSPENDED 121; resume 9 -> SUSPENDED 122; resume 9 -> SUSPENDED 123; resume 9 -> SUSPENDED 124; resume 9 -> SUSPENDED 125; resume 9 -> SUSPENDED 126; resume 9 -> SUSPENDED 127; resume 9 -> SUSPENDED 128; resume 9 -> SUSPENDED 129; resume 9 -> SUSPENDED 130; resume 9 -> SUSPENDED 131; resume 9 -> DONE -3036894198396090
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
	for (int i = 100; i < 100 + 32; i++)
		s = s * 3 + t[i - (100)] + Y(i);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
