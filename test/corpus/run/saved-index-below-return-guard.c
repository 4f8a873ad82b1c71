// A u32 slot read from a long, guarded by `if (slot >= 5) return -1`, then
// indexing a local array of 5 structs across suspensions: the resume
// reloads the long and recomputes the index `x & 7` from it, and checked
// that `(u32)x <= 4` held only after that, so the recomputed index kept
// [0, 7] in the verifier ("invalid variable-offset read from stack";
// plain C loads). The conditions on reloaded values alone are checked
// before anything is recomputed from them now
// (lib/BPFCoroSplit/StateMachine.cpp). Found by an adversarial round; the
// expected values are the body's, run on the host.
// RUN: start 4 -> SUSPENDED 0; resume 10 -> SUSPENDED 10; resume 20 -> SUSPENDED 30; resume 30 -> SUSPENDED 60; resume -1 -> DONE 203060
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct fl {
	__u32 pkts;
	__u16 state;
	__u16 flags;
	__u64 bytes;
};

__bpf_coro static long co(long s)
{
	struct fl t[5] = {};
	__u32 slot = s;
	if (slot >= 5)
		return -1;
	for (int n = 0; n < 8; n++) {
		long v = bpf_coro_yield(t[slot].bytes);
		if (v < 0)
			break;
		t[slot].pkts++;
		t[slot].bytes += v;
		t[slot].state = t[slot].pkts > 1 ? 2 : 1;
	}
	return t[slot].pkts * 1000 + t[slot].bytes + t[slot].state * 100000;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
