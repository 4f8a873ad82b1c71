// An array of structs with padding, a u16 histogram indexed by resumed
// values, a negative __s8 folded every iteration and a u64 whose high bits
// change only on a second suspension inside the loop, which `continue`s.
// The expected values are the body's, run on the host (cc -fwrapv).
// RUN: start 5 9 -> SUSPENDED 6; resume 1 -> SUSPENDED 12; resume 2 -> SUSPENDED 17; resume 3 -> DONE 5342308;
// RUN: start -7 256 -> SUSPENDED -6; resume 16 -> SUSPENDED 16777209; resume 77 -> SUSPENDED 259; resume 17 -> SUSPENDED 16777209; resume -3 -> SUSPENDED -258; resume 32767 -> SUSPENDED 6; resume 0 -> DONE 6720519;
// RUN: start 1193046 -2 -> SUSPENDED 1193047; resume -1 -> SUSPENDED 1193046; resume 16 -> SUSPENDED 1; resume 1073741824 -> SUSPENDED -1193043; resume 31 -> SUSPENDED 1193046; resume 5 -> DONE 1250999596388
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

struct pt { __u8 tag; __u64 v; __u16 w; };

__bpf_coro static long co(long a, long b)
{
	struct pt pts[3] = { { 1, a, 2 }, { 3, b, 4 }, { 5, a ^ b, 6 } };
	__u16 hist[8] = { 0 };
	__s8 neg = -3;
	__u64 hi = (__u64)a << 40;
	long s = 0;

	for (int i = 0; i < 3; i++) {
		long in = bpf_coro_yield(pts[i].v + pts[i].tag);
		pts[(i + 1) % 3].w += (__u16)in;
		hist[in & 7]++;
		neg = (__s8)(neg * 3 + in);
		if (in & 16) {
			hi ^= (__u64)bpf_coro_yield(hi >> 40) << 33;
			continue;
		}
		s += pts[i].w;
	}
	for (int i = 0; i < 8; i++)
		s = s * 3 + hist[i];
	return s + neg + (long)(hi >> 20) + pts[0].w + pts[1].w + pts[2].w + pts[2].tag;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
