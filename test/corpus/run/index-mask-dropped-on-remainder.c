// An index into a constant table whose own mask the optimiser drops: it
// knows `(a ^ c) ^ (v % n)`, masked to two bits, equals an xor of values
// it has bounded (a remainder by 2..5, a & 3), but no verifier bounds a
// remainder, and 6.18 refused the table's address ("math between map_value
// pointer and register with unbounded min value"). Reduced from the
// extended fuzz generator's seed 5192; its plain-C twin loads. The
// expected values are the body's, run on the host.
// RUN: start 5 -> SUSPENDED 5; resume 0 -> DONE 5001117282407374467;
// RUN: start -3 -> SUSPENDED -3; resume 0 -> DONE 4919131753190952796
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct ent {
	__u16 x;
	__u64 y;
	__u8 z[4];
};

static const struct ent tab[4] = {
	{ 0x1234, 0x0123456789abcdefULL, { 1, 2, 3, 4 } },
	{ 0xfedc, 0xfedcba9876543210ULL, { 5, 6, 7, 8 } },
	{ 7, 8, { 9, 10, 11, 12 } },
	{ 0xffff, 0xffffffffffffffffULL, { 255, 0, 128, 1 } },
};

__bpf_coro static long co(long a)
{
	__u64 v = (__u64)a ^ 0x36140dULL;
	struct ent s = { 0 };
	__u64 acc = 0;

	bpf_coro_yield(a);
	for (int i = 0; i < 4; i++) {
		bpf_probe_read_kernel(&s, sizeof(s),
				      &tab[(((__u64)a ^ 0xbb41b5f9d7f51ULL) ^
					    (v % (((__u64)(i + 1) & 7) + 1))) & 3]);
		acc = acc * 31 + s.y + s.x + s.z[i];
	}
	return (long)acc;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
