// diagcheck: noplugin
// what: the marker __bpf_coro_start() called by hand with 2 arguments
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int one(int n) { return n + bpf_coro_yield(n); }

TWIN_FRAMES(frames, one);

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long v = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? __bpf_coro_start(f, &v) : 1;
}
