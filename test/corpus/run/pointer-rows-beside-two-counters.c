// A pointer stepped by a row (`p += 3`) beside the outer loop's counter,
// and a pointer from it (`q = p`) stepped beside the inner loop's counter,
// with a yield in both loops: q is 3 * i + j. It was saved on its own,
// checked as [0, 15]; after `j + 1 < 3` the verifier walked the next `*q`
// one row on, past the array (an adversarial round; plain C loads). q is
// now computed from both counters (SteppedTogether.cpp,
// test/lit/split/stepped-together-two-loops.c).
// RUN: start -> SUSPENDED 2; resume 1 -> SUSPENDED 2; resume 4 -> SUSPENDED 113; resume 7 -> SUSPENDED 224; resume 10 -> SUSPENDED 1035; resume 13 -> SUSPENDED 35; resume 16 -> SUSPENDED 146; resume 19 -> SUSPENDED 257; resume 22 -> SUSPENDED 2068; resume 25 -> SUSPENDED 68; resume 28 -> SUSPENDED 179; resume 31 -> SUSPENDED 290; resume 34 -> SUSPENDED 3101; resume 37 -> SUSPENDED 101; resume 40 -> SUSPENDED 212; resume 43 -> SUSPENDED 323; resume 46 -> DONE 43020
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long t[12];
	long s = 0, *p = t;

	for (int k = 0; k < 12; k++)
		t[k] = k * 11 + 2;
	for (int i = 0; i < 4; i++, p += 3) {
		long *q = p;
		s += bpf_coro_yield(*p + i * 1000);
		for (int j = 0; j < 3; j++, q++)
			s = s * 2 + bpf_coro_yield(*q + j * 100);
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
