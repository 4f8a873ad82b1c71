// `for (i = 0; i != m; i++) s += yield(buf[i]) + buf[i];` with m in
// [4, 11] and buf 12 bytes. The verifier walks the plain loop with i exact,
// raising m's minimum at every `i != m`; after a resume both are ranges
// and `i + 1 != m` never decided, so buf[i + 1] reached buf[12] ("invalid
// variable-offset read from stack"). i counts by one from 0 <= m and the
// loop leaves at i == m, so i < m holds inside it: the resume checks that
// order on the reloads, and the verifier bounds i + 1 by 11.
// RUN: start 3 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> SUSPENDED 6; resume 0 -> SUSPENDED 7; resume 0 -> DONE 28
// RUN: start 7 -> SUSPENDED 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 4; resume 0 -> SUSPENDED 5; resume 0 -> SUSPENDED 6; resume 0 -> SUSPENDED 7; resume 0 -> SUSPENDED 8; resume 0 -> SUSPENDED 9; resume 0 -> SUSPENDED 10; resume 0 -> SUSPENDED 11; resume 0 -> DONE 66
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
__bpf_coro static long co(long n)
{
	__u8 buf[12];
	long s = 0;
	for (int k = 0; k < 12; k++) buf[k] = k + 1;
	int m = (n & 7) + 4;
	for (int i = 0; i != m; i++)
		s += bpf_coro_yield(buf[i]) + buf[i];
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
