// Two 260-byte buffers in consecutive blocks, each live across its own
// suspension (from an adversarial round on locals; see
// consecutive-scopes-share-stack.c for 256 bytes). Their lifetimes do not
// overlap and the backend gives them one area, but the check of the
// locals' stack added every local crossing a suspension (520 > 512) and
// refused the program. It now takes the most bytes alive at once by the
// lifetime markers. Expected values from the body run as host C.
// RUN: start 1 -> SUSPENDED 0; resume 0 -> SUSPENDED 1; resume 0 -> DONE 163908
// RUN: start 7 -> SUSPENDED 0; resume 5 -> SUSPENDED 1; resume 3 -> DONE 163476
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long s = 0;

	{
		__u8 x[260];

		for (int i = 0; i < 260; i++)
			x[i] = i + a;
		s += bpf_coro_yield(0);
		for (int i = 0; i < 260; i++)
			s += x[i] * (i & 7);
	}
	{
		__u8 y[260];

		for (int i = 0; i < 260; i++)
			y[i] = i * 3 + a;
		s += bpf_coro_yield(1);
		for (int i = 0; i < 260; i++)
			s += y[i] * (i & 3);
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
