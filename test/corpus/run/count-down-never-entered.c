// A count-down loop whose count folds to 0 (a byte shifted right by 8), so
// it never runs, around a suspension on the way that does not `continue`.
// The verifier still walks the resume that enters the loop there, with the
// counter reloaded: checked against nothing narrower than [1, 2^32 - 2] (a
// counter tested `!= 0` and counted down from 0), it walked it down until
// "The sequence of 8193 jumps is too complex"; the loop check saw the same
// and refused the program, or spent its budget and let it through
// (extended fuzz seed 619). The split drops the loop that never runs first
// (SCCP), so no suspension is left there.
// RUN: start 7 -> SUSPENDED 7; resume 5 -> DONE 12
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static int __bpf_coro co(int a)
{
	long x = bpf_coro_yield(a);
	int n = (int)((__u8)a >> 8);

	if (n > 3)
		n = 3;
	if (n < 0)
		n = 0;
	while (n-- > 0) {
		x += n;
		if (x & 1)
			continue;
		x += bpf_coro_yield(x);
	}
	return a + x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
