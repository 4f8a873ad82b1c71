// diagcheck: noplugin
// what: the coroutine's address in a variable, called through it
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int tick(int n) { return n + 10 * bpf_coro_yield(n); }

TWIN_FRAMES(frames, tick);

SEC("syscall") int run(void *ctx)
{
	int (*volatile fp)(int) = &tick;

	return fp(2) + TWIN_RUN(frames, tick, tick(2), 12);
}
