// diagcheck: noplugin -fblocks
// what: bpf_coro_yield() in a block written in a coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int later(int n)
{
	int (^next)(void) = ^{
		return (int)bpf_coro_yield(n);
	};
	return next();
}

TWIN_FRAMES(frames, later);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, later, later(5), 1); }
