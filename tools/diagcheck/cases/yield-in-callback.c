// diagcheck: noplugin
// what: bpf_coro_yield() in a bpf_loop() callback of a coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static long visit(__u32 i, void *sum)
{
	*(long *)sum += bpf_coro_yield(i);
	return 0;
}

__bpf_coro static int walk(int n)
{
	long sum = 0;

	bpf_loop(n, visit, &sum, 0);
	return sum;
}

TWIN_FRAMES(frames, walk);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, walk, walk(3), 6); }
