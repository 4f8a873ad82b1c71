// An adversarial round: a __u8 clamped in int, `kc < 4 ? kc : 4`, lives
// across a suspension in an outer loop and starts a __u8 count-down,
// `k = kc + 1; while (k-- > 0)`. Its users read only its low byte, so the
// frame saves a byte, and a value saved narrower than it is got no range
// check after a resume: the optimiser no longer knew kc <= 4 there, kept
// the count-down's 8-bit wrap (`k - 1` masked with 0xff, a copy the
// verifier does not link to the counter) and the verifier went round from
// 255 until a million instructions, where the plain twin loads. A range
// that fits the bits saved is now checked and told to the optimiser
// (lib/BPFCoroSplit: ReloadRanges.cpp, StateMachine.cpp). The expected
// values are the body's, run on the host.
// RUN: start 3 2 -> SUSPENDED 430; resume 3 -> SUSPENDED 271055; resume 1 -> DONE 271056
// RUN: start 8 7 -> SUSPENDED 2930; resume 1 -> SUSPENDED 9162305; resume 0 -> DONE 9162305
// RUN: start 511 7 -> SUSPENDED 2930; resume 1 -> SUSPENDED 9162305; resume 0 -> DONE 9162305
// RUN: start 0 0 -> SUSPENDED 0; resume 5 -> SUSPENDED 25; resume -1 -> DONE 24
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a, long b)
{
	long v = 0;
	__u8 kc = (__u8)a;

	kc = kc < 4 ? kc : 4;
	for (int i = 0; i < 2; i++) {
		__u8 k = kc + 1;

		while (k-- > 0)
			v = v * 5 + k;
		v += bpf_coro_yield(v);
	}
	return v;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
