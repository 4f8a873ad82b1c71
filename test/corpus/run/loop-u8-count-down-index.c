// A __u8 counter counting down from 9 to 1 (`i > 0`), indexing t[i]
// before each yield (from an adversarial round on narrow types). The
// reload check `i s>= 1` of the byte was made by the backend on a
// sign-extended copy, the `i <= 9` on the byte's own register: the
// verifier knew i in [0, 9] there, `i - 1` could be -1, and the next t[i]
// was refused ("invalid variable-offset read from stack"). The lower
// check is now made on the byte's zero extension, its own register.
// RUN: start 5 -> SUSPENDED 9; resume 1 -> SUSPENDED 8; resume 1 -> SUSPENDED 7; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 4; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 1; resume 1 -> DONE 99
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long t[10];
	long s = 0;

	for (int j = 0; j < 10; j++)
		t[j] = a + j;
	for (__u8 i = 9; i > 0; i--)
		s += t[i] + bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
