// 320 bytes of locals before the suspension (filled by a helper), 248
// bytes indexed by a variable after it. The start was inlined into the
// driver and the resume (which indexes a local, so stays a call) was
// called from it: the resume's stack added to the driver's, which held
// the start's buffer ("combined stack size of 2 calls is 592"), where
// plain C needs 320 bytes. With more than 384 bytes of locals in the two
// pieces together, one inlined and one called, neither is inlined now.
// t reads as zeros (no kernel address), u[k & 15] + u[(k + 1) & 15] =
// 3 * 3 + 4 * 3.
// RUN: start 2 -> SUSPENDED 0; resume 3 -> DONE 21
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long s = 0;

	{
		__u64 t[40];

		__builtin_memset(t, 0, sizeof(t));
		bpf_probe_read_kernel(t, sizeof(t), 0);
		s = t[0] + t[39] + t[17];
	}
	long k = bpf_coro_yield(s);

	{
		__u64 u[31];

		for (int i = 0; i < 31; i++)
			u[i] = i * k;
		return u[k & 15] + u[(k + 1) & 15];
	}
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
