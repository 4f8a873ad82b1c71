// diagcheck: noplugin -Wno-deprecated-non-prototype
// what: a K&R coroutine (no prototype)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int old_style(n)
	int n;
{
	return bpf_coro_yield(n) + n;
}

TWIN_FRAMES(frames, old_style);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, old_style, old_style(5), 6); }
