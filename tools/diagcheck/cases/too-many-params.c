// diagcheck: noplugin
// what: a coroutine with 4 parameters
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int mix(int a, int b, int c, int d)
{
	return a + b + c + d + bpf_coro_yield(a);
}

TWIN_FRAMES(frames, mix);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, mix, mix(1, 2, 3, 4), 11); }
