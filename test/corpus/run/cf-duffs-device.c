// Duff's device: a switch jumping into a do/while with a yield.
// RUN: start 5 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int count)
{
	int n, done = 0;

	if (count <= 0 || count > 16)
		return 0;
	n = (count + 3) / 4;
	switch (count % 4) {
	case 0: do {	bpf_coro_yield(++done);
	case 3:		bpf_coro_yield(++done);
	case 2:		bpf_coro_yield(++done);
	case 1:		bpf_coro_yield(++done);
		} while (--n > 0);
	}
	return done;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
