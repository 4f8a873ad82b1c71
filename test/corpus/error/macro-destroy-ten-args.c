// bpf_coro_destroy() with ten arguments.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a) { return a + bpf_coro_yield(a); }

CORPUS_ARRAY(frames, co);

SEC("syscall")
int step(struct corpus_args *c)
{
	__u32 k = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (!f)
		return 0;
	return bpf_coro_destroy(co, f, 3, 4, 5, 6, 7, 8, 9, 10); // ERROR-HERE
}
