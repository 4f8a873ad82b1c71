// memset and memcpy into parts of a local struct and array, from a
// constant global string, with lengths computed from a resume value the
// code bounds (`n + 6`, n at most 16): the length of the memcpy
// from `gmsg + 30 - n` was clamped to the 37 bytes of the string, which
// hid `n + 6` from the verifier, and it let the source pointer run past
// the string ("invalid access to map value"). A length the optimiser
// keeps within its objects is left as it is (lib/BPFCoroMemLoops). Found
// by a review of the clamp; the expected values are the body's, run on
// the host.
// RUN: start 0 -> SUSPENDED 0; resume 3 -> SUSPENDED 107806784420541; resume 16 -> SUSPENDED 102361715723942; resume 0 -> SUSPENDED 167471306165015; resume 9 -> DONE 239513677241068
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
struct S { long a; char buf[24]; long b; };
static const char gmsg[] = "abcdefghijklmnopqrstuvwxyz0123456789";
__bpf_coro static long co(long z)
{
	struct S s = {};
	char out[40] = {};
	long acc = 0;
	for (int k = 0; k < 4; k++) {
		long n = bpf_coro_yield(acc);
		if (n < 0 || n > 16)
			n = 16;
		char *p = &s.buf[12];
		__builtin_memset(p - 8, 'A' + k, n + 4);	/* buf[4 .. 4+n+4) <= 24 */
		char *q = (char *)&s.b + 8;			/* one past s */
		__builtin_memcpy(q - 8 - (n + 8), gmsg + 30 - n, n + 6); /* ends <= &s.b-2 */
		__builtin_memcpy(out + 40 - (n + 20), gmsg + 36 - (n + 20), n + 20);
		for (int i = 0; i < 24; i++)
			acc = acc * 31 + s.buf[i];
		acc = acc * 7 + s.b + s.a;
		for (int i = 0; i < 40; i++)
			acc = acc * 3 + out[i];
		acc &= 0xffffffffffffll;
	}
	return acc;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
