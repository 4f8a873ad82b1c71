// diagcheck: noplugin
// what: a coroutine calling itself
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int walk(int depth)
{
	bpf_coro_yield(depth);
	return depth ? walk(depth - 1) : 0;
}

TWIN_FRAMES(frames, walk);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, walk, walk(3), 0); }
