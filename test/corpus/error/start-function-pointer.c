// bpf_coro_start() of a call through a function pointer.
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

static __attribute__((noinline)) int plain(int n) { return n; }

CORPUS_ARRAY(frames, sum);
CORPUS_BEGIN
	__u32 k = 0;
	long out;
	int (*fp)(int) = A0 ? plain : plain;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		__corpus_a->status = bpf_coro_start(f, fp(A0), &out); // ERROR-HERE
	if (f)
		__corpus_a->status = bpf_coro_start(f, sum(A0), &out);
CORPUS_END
