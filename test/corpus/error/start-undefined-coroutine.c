// bpf_coro_start() of a coroutine declared but never defined.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int later(int n); // ERROR-HERE

struct later__coro_frame;
CORPUS_ARRAY(frames, later);
CORPUS_BEGIN
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		__corpus_a->status = bpf_coro_start(f, later(A0), &out); // ERROR-HERE
CORPUS_END
