// bpf_coro_yield() with forty arguments.
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
	return bpf_coro_yield(1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40); // ERROR-HERE
}
