// A `__s8` outer counter counting down from 4 (`la[k - 1]`) around an inner
// loop with the yield. The reloaded k was checked at 8 bits, on a masked
// copy the backend made, while the index sign-extended k in another
// register: "invalid variable-offset read from stack" (an adversarial
// round's random programs; plain C loads). 8- and 16-bit values are now
// checked as their extension to 32 bits, the register the code goes on
// with (test/lit/split/reload-narrow-lower-check.c).
// k=4..1, j=0,3,6: yields j; s += in + la[j/3]*3 + j ; then s += la[k-1]*3 + k
// RUN: start 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6
// RUN: resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 6
// RUN: resume 1 -> DONE 253
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long a)
{
	__s32 la[16] = {};
	long s = 0;
	for (__s8 k = 4; k > 0; k--) {
		la[k - 1] = a + k;
		for (long j = 0; j < 9; j += 3) {
			la[j / 3] = a + j;
			s += bpf_coro_yield(j);
			s += la[j / 3] * 3 + j;
		}
		s += la[k - 1] * 3 + k;
	}
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
