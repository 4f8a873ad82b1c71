// diagcheck: noplugin
// what: a variable-length array in a coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int fill(int n)
{
	char buf[n];

	for (int i = 0; i < n; i++)
		buf[i] = i;
	bpf_coro_yield(n);
	return buf[n - 1];
}

TWIN_FRAMES(frames, fill);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, fill, fill(9), 8); }
