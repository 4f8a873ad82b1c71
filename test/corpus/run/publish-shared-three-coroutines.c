// Suspension points that end alike share one publish (BPFCoroSinkPublish):
// three coroutines in one file, each with yields in branches
// that save the same live set with different values.
// Expected values from the same C run on the host with yield simulated.
// RUN: start@0 7 -> SUSPENDED 7; resume@0 1 -> SUSPENDED 2; resume@0 2 -> SUSPENDED 10; resume@0 3 -> SUSPENDED 8; resume@0 4 -> SUSPENDED 13; resume@0 5 -> SUSPENDED 24; resume@0 6 -> SUSPENDED 16; resume@0 7 -> SUSPENDED 60; resume@0 8 -> DONE 19068
// RUN: start@1 9 -> SUSPENDED 309; resume@1 1 -> SUSPENDED 73; resume@1 2 -> SUSPENDED 990; resume@1 3 -> SUSPENDED 84; resume@1 4 -> SUSPENDED 95; resume@1 5 -> DONE 8244100
// RUN: start@2 20 6 -> SUSPENDED 14; resume@2 1 -> SUSPENDED 7; resume@2 2 -> SUSPENDED 2; resume@2 3 -> DONE 100230
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long ca(long n)
{
	long x = n, y = 1;

	for (int i = 0; i < 4; i++) {
		long k = bpf_coro_yield(x);

		if (k & 1) { x += 3; y *= 2; y += bpf_coro_yield(y); }
		else { x -= 1; y += 5; y += bpf_coro_yield(x + y); }
	}
	return x * 1000 + y;
}

__bpf_coro static int cb(int n)
{
	__u16 p = n;
	__u8 q = n * 3;

	for (int i = 0; i < 5; i++) {
		switch ((p + i) % 3) {
		case 0: p += 300; q ^= 0x5a; q += bpf_coro_yield(p); break;
		case 1: p *= 3; q += 7; q += bpf_coro_yield(q); break;
		default: p -= 11; q -= 1; q += bpf_coro_yield(p ^ q); break;
		}
	}
	return p * 1000 + q;
}

__bpf_coro static long cc(long n, long m)
{
	long s = n, t = m, u = n + m;

	for (int i = 0; i < 3; i++) {
		if (s > t) { s -= t; u += 1; t += bpf_coro_yield(s); }
		else if (s < t) { t -= s; u += 2; s += bpf_coro_yield(t); }
		else { u *= 2; s += 1; t += bpf_coro_yield(u); }
	}
	return s * 10000 + t * 100 + u;
}

CORPUS_ARRAY(fa, ca);
CORPUS_ARRAY(fb, cb);
CORPUS_ARRAY(fc, cc);
CORPUS_BEGIN
	if (CORPUS_WHICH == 0)
		CORPUS_OP(fa, ca, ca(A0));
	else if (CORPUS_WHICH == 1)
		CORPUS_OP(fb, cb, cb(A0));
	else if (CORPUS_WHICH == 2)
		CORPUS_OP(fc, cc, cc(A0, A1));
	else
		CORPUS_FAIL();
CORPUS_END
