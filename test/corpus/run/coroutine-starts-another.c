// A coroutine that starts another on its own map, resumes it at each of
// its own resumes (looking the frame up again), and hands its values out.
// RUN: start 2 -> SUSPENDED 100; resume 0 -> SUSPENDED 101; resume 0 -> DONE 1102
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long inner(int n)
{
	for (int i = 0; i < n && i < 4; i++)
		bpf_coro_yield(100 + i);
	return 1000;
}
CORPUS_ARRAY(iframes, inner);

__bpf_coro static long outer(int n)
{
	__u32 k = 0;
	long out = 0, s = 0;
	void *f = bpf_map_lookup_elem(&iframes, &k);
	int st;

	if (!f)
		return -1;
	if (!bpf_coro_not_started(f) && !bpf_coro_done(f))
		bpf_coro_destroy(inner, f);
	st = bpf_coro_start(f, inner(n), &out);
	while (st == BPF_CORO_SUSPENDED) {
		s += out;
		bpf_coro_yield(out);
		f = bpf_map_lookup_elem(&iframes, &k);
		if (!f)
			return -2;
		st = bpf_coro_resume(inner, f, 0, &out);
	}
	return st == BPF_CORO_DONE ? s + out - 99 : -3;
}
CORPUS_ARRAY(frames, outer);
CORPUS_DRIVER(frames, outer, outer(A0))
