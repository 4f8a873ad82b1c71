// A do-while whose `continue` and whose body's end each reach `++i0 < 3`
// (a dead `break` gives the body a second exit, and simplification copies
// the latch into both ways): the counter's phi has two edges back, in
// which ScalarEvolution sees no recurrence, so the reloaded i0 was checked
// against nothing. After a resume, `continue` goes around without
// suspending, with i0 unbounded below: the verifier counted up from
// INT_MIN to a million instructions (the compiler's walk said "too
// complex"). The split now gives every loop one latch first. Reduced from
// the extended fuzz generator's seed 8285 (test/kernel/fuzz/gen.c).
// RUN: start 167 5 -> DONE 81985529216491385;
// RUN: start 1 2 -> SUSPENDED 1; resume 0 -> SUSPENDED 0; resume 77 -> SUSPENDED 1;
// RUN: resume 2 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 99 -> DONE 4692
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct rec {
	__u16 x;
	__u64 y;
	__u8 z[4];
};

static const struct rec tab[1] = { { 0x1234, 0x0123456789abcdefULL, { 1, 2, 3, 4 } } };

__bpf_coro static long co(long a, long b)
{
	__u8 v0 = (__u8)a;
	struct rec s0 = { (__u16)b, (__u64)b, { 207, 7, 69, 1 } };

	s0.y = (__u8)b;
	{
		int i0 = 0;

		do {
			bpf_probe_read_kernel(&s0, sizeof(s0), &tab[0]);
			if (v0 == 167)
				continue;
			if ((bpf_coro_yield(a) & 2) == 0) {
				s0.y = bpf_coro_yield(i0);
				if (((174 <= v0) & 7) >= 2)
					break;
			}
		} while (++i0 < 3);
	}
	return (long)(s0.y ^ s0.x ^ v0 ^ b);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
