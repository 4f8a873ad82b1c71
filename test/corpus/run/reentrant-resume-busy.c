// A resume of a frame that is RUNNING (its coroutine a started b, and b
// resumes a's frame) gets BUSY and changes nothing.
// RUN: start 0 -> SUSPENDED -16; resume 0 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long a(int n);
CORPUS_ARRAY(aframes, a);

__bpf_coro static long b(int n)
{
	__u32 k = 0;
	long x = 0;
	void *fa = bpf_map_lookup_elem(&aframes, &k);
	int r = fa ? bpf_coro_resume(a, fa, 0, &x) : -1;

	bpf_coro_yield(r);
	return 0;
}
CORPUS_ARRAY(bframes, b);

__bpf_coro static long a(int n)
{
	__u32 k = 0;
	long o = 0;
	void *fb = bpf_map_lookup_elem(&bframes, &k);
	int st;

	if (!fb)
		return -1;
	if (!bpf_coro_not_started(fb) && !bpf_coro_done(fb))
		bpf_coro_destroy(b, fb);
	st = bpf_coro_start(fb, b(n), &o);
	bpf_coro_yield(o);
	return st;
}
CORPUS_DRIVER(aframes, a, a(A0))
