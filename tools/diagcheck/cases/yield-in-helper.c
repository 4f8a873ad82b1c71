// diagcheck: noplugin
// what: bpf_coro_yield() in a static helper a coroutine calls
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static __attribute__((noinline)) int step(int i)
{
	return bpf_coro_yield(i);
}

__bpf_coro static int count(int n)
{
	int s = 0;

	for (int i = 0; i < n; i++)
		s += step(i);
	return s;
}

TWIN_FRAMES(frames, count);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, count, count(3), 6); }
