// diagcheck: noplugin
// what: a variadic coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int sum(int n, ...)
{
	return bpf_coro_yield(n) + n;
}

TWIN_FRAMES(frames, sum);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, sum, sum(2, 10, 20), 3); }
