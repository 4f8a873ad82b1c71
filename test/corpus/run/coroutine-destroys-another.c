// A coroutine that destroys another coroutine's suspended frame.
// RUN: start@1 5 -> SUSPENDED 5; start@0 0 -> SUSPENDED 0; resume@0 0 -> DONE 0
// RUN: resume@1 0 -> INVALID
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long victim(int n)
{
	bpf_coro_yield(n);
	return n;
}
CORPUS_ARRAY(vframes, victim);

__bpf_coro static long killer(int n)
{
	__u32 k = 0;
	void *f;

	bpf_coro_yield(n);
	f = bpf_map_lookup_elem(&vframes, &k);
	return f ? bpf_coro_destroy(victim, f) : -1;
}
CORPUS_ARRAY(frames, killer);
CORPUS_BEGIN
	if (CORPUS_WHICH == 0)
		CORPUS_OP(frames, killer, killer(A0));
	else
		CORPUS_OP(vframes, victim, victim(A0));
CORPUS_END
