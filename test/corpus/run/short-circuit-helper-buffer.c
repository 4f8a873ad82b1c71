// Suspensions inside short-circuit and conditional operands (`&&`, `?:`),
// a pointer to a struct member and a buffer a helper filled before the
// first suspension, read after later ones, early returns from a loop, and
// an inline function with a loop on both sides. The expected values are
// the body's, run on the host (cc -fwrapv), the helper a memcpy there.
// RUN: start 4660 85 -> SUSPENDED 338; resume 9 -> SUSPENDED 66; resume -2 -> DONE -1;
// RUN: start 3 66 -> SUSPENDED 263; resume 1 -> SUSPENDED 1; resume 0 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 2 -> SUSPENDED 2; resume 3 -> SUSPENDED 3; resume 4 -> DONE 166978;
// RUN: start -9 7 -> SUSPENDED 984; resume 6 -> SUSPENDED 66; resume 1 -> SUSPENDED 1; resume 0 -> SUSPENDED 0; resume 5 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 2 -> SUSPENDED 3; resume 3 -> DONE 708932;
// RUN: start 4 66 -> SUSPENDED 268; resume 0 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 5 -> SUSPENDED 0; resume 9 -> DONE 1432;
// RUN: start 0 -1 -> SUSPENDED -4; resume 99 -> SUSPENDED 22; resume 99 -> SUSPENDED 1; resume 99 -> SUSPENDED 2; resume 99 -> SUSPENDED 0; resume 99 -> SUSPENDED 1; resume 99 -> SUSPENDED 2; resume 99 -> SUSPENDED 3; resume 0 -> DONE 502824067
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

static const __u32 table[8] = { 11, 22, 33, 44, 55, 66, 77, 88 };

static inline long fold(long x, long y)
{
	long r = 0;

	for (int k = 0; k < 4; k++)
		r += ((x >> (k * 8)) & 0xff) ^ y;
	return r;
}

__bpf_coro static long co(long a, long b)
{
	__u32 buf[4];
	struct { __u32 x; __u64 y; } rec = { 1, 2 };
	__u64 *py = &rec.y;
	long s = fold(a, b);

	bpf_probe_read_kernel(buf, sizeof(buf), &table[a & 4]);
	if (bpf_coro_yield(s) > 5 && bpf_coro_yield(buf[1]) < 0)
		return -1;
	*py += bpf_coro_yield(rec.x) ? bpf_coro_yield(*py) : 7;
	for (int i = 0; i < 4; i++) {
		if (buf[i] == (__u32)b)
			return s + i;
		s = s * 5 + buf[i] + (bpf_coro_yield(i) << (b & 15));
	}
	bpf_probe_read_kernel(&rec, sizeof(rec.x), &table[b & 7]);
	return s ^ rec.x ^ rec.y ^ buf[0] ^ fold(s, rec.y);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
