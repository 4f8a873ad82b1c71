// Variable-size records (a 2-byte header: type, extra length) walked with
// a struct pointer cursor over a local copy, the bound tested on the struct
// pointer (`r + 1 > end`), a yield per record. Refused after a resume as
// cursor-stepped-by-data.c was ("invalid variable-offset read from
// stack"; an adversarial round, plain C loads).
// RUN: start 3 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 7; resume 0 -> SUSPENDED 3; resume 0 -> DONE 10
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


struct rec { __u8 type, len; };

__bpf_coro static long co(int pkt)
{
	__u8 b[16];
	__u8 *p = b, *end = b + 12;
	long s = 0;

	if (pkt < 0 || pkt >= 6)
		return -1;
	__builtin_memcpy(b, jpkts[pkt].b, sizeof(b));
	for (int k = 0; k < 6; k++) {
		struct rec *r = (struct rec *)p;

		if ((__u8 *)(r + 1) > end)
			break;
		s = s * 10 + bpf_coro_yield(r->type);
		if ((__u8 *)(r + 1) + r->len > end)
			break;
		p = (__u8 *)(r + 1) + r->len;
	}
	return s * 100 + (p - b);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
