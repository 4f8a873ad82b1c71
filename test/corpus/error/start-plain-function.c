// bpf_coro_start() of a call of an ordinary function.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int plain(int n) { return n + 1; }

CORPUS_ARRAY(frames, plain);
CORPUS_BEGIN
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (f)
		__corpus_a->status = bpf_coro_start(f, plain(A0), &out); // ERROR-HERE
CORPUS_END
