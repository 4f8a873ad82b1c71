// Values the split saves narrowed or rebuilt: a signed char and a short
// (sign extension after the reload), a bit-field struct with a signed
// member, a u8, and a pointer into a local array re-aimed between
// suspensions (rematerialised from the array and its index). The expected
// values are the body's, run on the host (cc -fwrapv).
// RUN: start 511 63 -> SUSPENDED -1; resume 100 -> SUSPENDED 7; resume -100 -> SUSPENDED -37; resume 7 -> SUSPENDED 1; resume -128 -> DONE 7519;
// RUN: start -1 -1 -> SUSPENDED -1; resume 1 -> SUSPENDED -1; resume 2 -> SUSPENDED 1; resume 3 -> SUSPENDED 255; resume 4 -> DONE 4194568;
// RUN: start 32640 19 -> SUSPENDED -128; resume -5 -> SUSPENDED 2; resume 60 -> SUSPENDED -49; resume -1000 -> SUSPENDED 127; resume 127 -> DONE 360915
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

struct bits { unsigned int lo : 3; int mid : 7; unsigned int hi : 22; };

__bpf_coro static long co(long a, long b)
{
	long arr[4] = { a, b, a + b, a - b };
	long *p = &arr[b & 3];
	signed char c = (signed char)a;
	short sh = (short)(b >> 3);
	struct bits bf = { .lo = a, .mid = b, .hi = a >> 5 };
	__u8 u = (__u8)(a >> 8);

	*p += bpf_coro_yield(c);
	bf.mid += (int)bpf_coro_yield(sh);
	p = &arr[(a >> 2) & 3];
	*p ^= bpf_coro_yield(bf.mid);
	c += (signed char)bpf_coro_yield(u);
	return arr[0] + 3 * arr[1] + 5 * arr[2] + 7 * arr[3] + c + sh + bf.lo + bf.mid + bf.hi + u;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
