// Three levels: a starts b, b starts c; each hands out what it got.
// RUN: start 1 -> SUSPENDED 300; resume 0 -> DONE 321
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long c(int n)
{
	bpf_coro_yield(300);
	return 300;
}
CORPUS_ARRAY(cframes, c);

__bpf_coro static long b(int n)
{
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&cframes, &k);

	if (!f)
		return -1;
	if (!bpf_coro_not_started(f) && !bpf_coro_done(f))
		bpf_coro_destroy(c, f);
	bpf_coro_start(f, c(n), &out);
	bpf_coro_yield(out);
	f = bpf_map_lookup_elem(&cframes, &k);
	if (f)
		bpf_coro_destroy(c, f);
	return 20;
}
CORPUS_ARRAY(bframes, b);

__bpf_coro static long a(int n)
{
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&bframes, &k);

	if (!f)
		return -1;
	if (!bpf_coro_not_started(f) && !bpf_coro_done(f))
		bpf_coro_destroy(b, f);
	bpf_coro_start(f, b(n), &out);
	bpf_coro_yield(out);
	f = bpf_map_lookup_elem(&bframes, &k);
	if (!f)
		return -2;
	bpf_coro_resume(b, f, 0, &out);
	return out + 301;
}
CORPUS_ARRAY(frames, a);
CORPUS_DRIVER(frames, a, a(A0))
