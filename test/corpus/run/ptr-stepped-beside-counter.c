// A pointer into a local array stepped once per iteration (`p++`) beside
// an int counter to 2, a yield each iteration, written through after the
// resume (from an adversarial round on narrow types; every width and trip
// count failed). The saved offset of p was accepted after a resume at 0, 1
// and 2 (the range of the loop header's phi, which holds the value the
// last trip leaves with), and the verifier walked `*p` at &t[2]: "invalid
// read from stack". Only the offsets of the trips that stay are accepted.
// RUN: start 1 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 2 -> DONE 6
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long t[2];
	long *p = &t[0];
	long s = 0;

	for (int j = 0; j < 2; j++)
		t[j] = a * j;
	for (int i = 0; i < 2; i++) {
		*p += bpf_coro_yield(i);
		p++;
	}
	for (int j = 0; j < 2; j++)
		s = s * 3 + t[j];
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
