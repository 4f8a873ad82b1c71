// A != exit stepped by 2 around a switch on the counter and a parameter whose
// case suspending falls through to one leaving the loop: the resume must know
// the counter is even (split into 0, 2, 4, 6) to see `i != 8` end the loop.
// RUN: start 2 -> SUSPENDED 2; resume 5 -> DONE 5
// RUN: start 0 -> SUSPENDED 0; resume 7 -> DONE 7
// RUN: start 3 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int x)
{
	long s = 0;

	for (int i = 0; i != 8; i += 2) {
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i);
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
