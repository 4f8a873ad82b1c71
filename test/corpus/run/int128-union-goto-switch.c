// Exotic locals and control across suspensions: an unsigned __int128 and
// a union live across them, a _Bool array indexed by an argument, a yield
// inside a statement expression, a `goto` back over a switch whose cases
// suspend, and a return from inside the switch. The __int128 was saved in
// 8 bytes (the split sized a slot by the bits its users demand, and called
// anything over 32 bits 64), so its high half read back as 0. The expected
// values are the body's, run on the host (cc -fwrapv).
// RUN: start 4886718345 40926266145 -> SUSPENDED 0; resume 0 -> SUSPENDED 103; resume 1 -> DONE 50699702936;
// RUN: start -5 3 -> SUSPENDED 0; resume 4 -> SUSPENDED -5; resume 900 -> DONE 1798;
// RUN: start 7 9 -> SUSPENDED 0; resume 6 -> SUSPENDED 9; resume 1234 -> SUSPENDED 0; resume 6 -> SUSPENDED 1243; resume 5 -> SUSPENDED 0; resume 2 -> SUSPENDED 0; resume 5 -> DONE 3;
// RUN: start -1 -1 -> SUSPENDED 0; resume 6 -> SUSPENDED -1; resume -1 -> SUSPENDED 0; resume 1 -> SUSPENDED -1; resume 5 -> DONE 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

union u { __u64 x; __u8 b[8]; __u32 w[2]; };

__bpf_coro static long co(long a, long b)
{
	unsigned __int128 big = ((unsigned __int128)a << 64) | (__u64)b;
	union u v = { .x = a };
	_Bool flags[5] = { 1, 0, 1, 0, 1 };
	long s = 0;

again:
	switch (bpf_coro_yield(s) & 7) {
	case 0: s += v.b[a & 7]; break;
	case 1: s ^= (long)(big >> 64); break;
	case 2: v.w[b & 1] += 3; goto again;
	case 3: flags[(a & 3) + 1] ^= 1; break;
	case 4: s = ({ long t = bpf_coro_yield(v.x); t * 2; }); break;
	case 5: return s + flags[0] + flags[1] + flags[2] + flags[3] + flags[4];
	default: big += bpf_coro_yield((long)big); break;
	}
	if (s < 1000 && s > -1000)
		goto again;
	return s + (long)big + v.x;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
