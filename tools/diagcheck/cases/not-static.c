// diagcheck: noplugin
// what: a coroutine with external linkage
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro int knock(int n)
{
	return bpf_coro_yield(n) + n;
}

TWIN_FRAMES(frames, knock);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, knock, knock(4), 5); }
