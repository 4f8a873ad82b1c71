// Odd widths across suspensions: a struct of a 48-bit and a 16-bit
// bit-field copied by value (SROA makes i48 and i16 pieces of it), a 7-bit
// value kept in a u8, and an unsigned __int128 of 65 significant bits whose
// top bits are read after a resume. The expected values are the body's,
// run on the host (clang -fwrapv).
// RUN: start 78187493530 511 -> SUSPENDED 127; resume 5 -> SUSPENDED 78187493535; resume 7 -> SUSPENDED 78187493530; resume 9 -> SUSPENDED 0; resume 11 -> DONE 234562481753;
// RUN: start -1 -1 -> SUSPENDED 127; resume -1 -> SUSPENDED -2; resume -1 -> SUSPENDED 281474976710655; resume -1 -> SUSPENDED 31; resume -1 -> DONE 281474976841721;
// RUN: start 9223372036854775807 3 -> SUSPENDED 3; resume 68719476736 -> SUSPENDED -9223371968135299073; resume 2 -> SUSPENDED 281474976710655; resume -5 -> SUSPENDED 15; resume 1099511627776 -> DONE 1168231104514
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

struct packed48 { __u64 lo : 48; __u64 hi : 16; };

__bpf_coro static long co(long a, long b)
{
	long x = a;
	__u8 y = (__u8)b & 0x7f;
	unsigned __int128 z = ((unsigned __int128)(__u64)a << 1) | 1;
	struct packed48 p = { .lo = a, .hi = b };
	struct packed48 q;

	x += bpf_coro_yield(y);
	q = p;
	y = (y - (__u8)bpf_coro_yield(x)) & 0x7f;
	z += bpf_coro_yield(q.lo);
	p.lo += bpf_coro_yield((long)(z >> 60));
	return (long)x + y + (long)(z >> 1) + (long)(z & 1) + p.lo + p.hi + q.hi;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
