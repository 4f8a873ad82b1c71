// An index clamped with `if (c >= 6) c = 0` of a u32 c read from a long,
// kept across a suspension in a loop, into a local array of 6 structs:
// InstCombine selects between 0 and `x & 7` on `(u32)x > 5`, and the
// range the resume checked the select against took the mask's [0, 7]
// for the arm's, so the verifier walked gstats[c] past the array
// ("invalid variable-offset read from stack"; plain C loads). The arm
// keeps the compare's [0, 5] now (lib/BPFCoroSplit/ReloadRanges.cpp).
// Found by an adversarial round; the expected values are the body's, run
// on the host.
// RUN: start 4 -> SUSPENDED 4; resume 5 -> SUSPENDED 4; resume -1 -> DONE 40
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";
struct cpustat { __u64 events, bytes; __u32 maxlen, minlen; };

__bpf_coro static long co(long cpu)
{
	struct cpustat gstats[6];
	for (int i = 0; i < 6; i++) { gstats[i].events = i; gstats[i].bytes = 10 * i; }
	unsigned c = cpu;
	if (c >= 6)
		c = 0;
	gstats[c].minlen = ~0u;
	for (int n = 0; n < 32; n++) {
		long len = bpf_coro_yield(gstats[c].events);
		if (len < 0)
			break;
	}
	return gstats[c].bytes;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
