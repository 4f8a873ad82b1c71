// diagcheck: noplugin
// what: a coroutine returning void, its caller reading the result
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static long ticks;

__bpf_coro static void tick(int n)
{
	bpf_coro_yield(n);
	ticks++;
}

TWIN_FRAMES(frames, tick);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, tick, tick(1), 0); }
