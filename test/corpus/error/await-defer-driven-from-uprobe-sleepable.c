// A coroutine with bpf_coro_defer() started from a sleepable uprobe:
// sleepable, so it may set a bpf_wq callback, but of the kernel's kprobe
// type, which may use no map holding a bpf_wq ("tracing progs cannot use
// bpf_wq yet", at load).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static int co(int n)
{
	bpf_coro_defer(&frames); // ERROR-HERE
	return n + 1;
}

CORPUS_DRIVER(frames, co, co(A0))

SEC("uprobe.s//bin/true:main") int up(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (f)
		bpf_coro_start(f, co(1), &out);
	return 0;
}
