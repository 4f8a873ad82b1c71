// bpf_coro_start() on a frame pointer moved 8 bytes into the map value.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_BEGIN
	__u32 k = 0;
	long out;
	char *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		__corpus_a->status = bpf_coro_start(f + 8, co(A0), &out); // ERROR-HERE
CORPUS_END
