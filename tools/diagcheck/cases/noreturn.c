// diagcheck: noplugin
// what: a _Noreturn coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

_Noreturn __bpf_coro static int gen(int n)
{
	for (;;)
		n += bpf_coro_yield(n);
}

TWIN_FRAMES(frames, gen);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, gen, gen(1), 11); }
