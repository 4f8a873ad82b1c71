// A cursor into a local copy of a packet's options, stepped by a length
// read from them (2..10) and bounded by `p + 2 > end` in the loop's header
// together with its counter, then by `p + l > end` after the yield. The
// resume checked the cursor's offset only against what the loop's trips
// allow (80), and the pointer compares that followed, of two stack
// pointers, told the verifier nothing: "invalid variable-offset read from
// stack" (an adversarial round; plain C, whose compares LLVM makes integer
// ones, loads). The held compare now bounds the offset (18), and the
// recomputed cursor is in bounds, so the optimiser compares offsets.
// RUN: start 0 -> SUSPENDED 2; resume 1 -> SUSPENDED 1; resume 2 -> SUSPENDED 7; resume 3 -> DONE 12311
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

/* A few packets, as bytes: used by the parsers (resume value = packet no.) */
struct jpkt { __u8 len; __u8 b[63]; };
static const struct jpkt jpkts[6] = {
	/* 0: TCP options: MSS 1460, NOP, WS 7, SACKOK, TS */
	{ 20, { 2, 4, 0x05, 0xb4, 1, 3, 3, 7, 4, 2, 8, 10, 0, 0, 1, 2, 0, 0, 0, 3 } },
	/* 1: TCP options: NOP NOP TS ... EOL then junk */
	{ 16, { 1, 1, 8, 10, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 9, 9 } },
	/* 2: DNS name www.example.com */
	{ 17, { 3, 'w', 'w', 'w', 7, 'e', 'x', 'a', 'm', 'p', 'l', 'e', 3, 'c', 'o', 'm', 0 } },
	/* 3: TLVs: (1,3,abc) (2,1,x) (7,0) (3,200!) */
	{ 12, { 1, 3, 'a', 'b', 'c', 2, 1, 'x', 7, 0, 3, 200 } },
	/* 4: bad option length 0 in the middle */
	{ 10, { 2, 4, 0x02, 0x18, 3, 0, 1, 1, 1, 1 } },
	/* 5: "GET /index.html HTTP/1.1" */
	{ 24, { 'G', 'E', 'T', ' ', '/', 'i', 'n', 'd', 'e', 'x', '.', 'h', 't', 'm', 'l', ' ', 'H', 'T', 'T', 'P', '/', '1', '.', '1' } },
};


__bpf_coro static long co(int pkt)
{
	__u8 opt[24];
	__u8 *p = opt, *end = opt + 20;
	long acc = 0;

	if (pkt < 0 || pkt >= 6)
		return -1;
	__builtin_memcpy(opt, jpkts[pkt].b, sizeof(opt));
	for (int k = 0; k < 8; k++) {
		__u8 l;

		if (p + 2 > end)
			break;
		l = p[1];
		if (l < 2 || l > 10)
			break;
		acc = acc * 10 + bpf_coro_yield(p[0]);
		if (p + l > end)
			break;
		p += l;
	}
	return acc * 100 + (p - opt);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
