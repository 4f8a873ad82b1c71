// bpf_coro_start() with an integer for out.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";


__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, sum);
CORPUS_BEGIN
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		__corpus_a->status = bpf_coro_start(f, sum(A0), out); // ERROR-HERE
CORPUS_END
