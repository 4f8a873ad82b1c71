// diagcheck: noplugin
// what: __builtin_alloca(n) in a coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int grab(int n)
{
	char *p = __builtin_alloca(n);

	for (int i = 0; i < n; i++)
		p[i] = i;
	bpf_coro_yield(n);
	return p[n - 1];
}

TWIN_FRAMES(frames, grab);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, grab, grab(4), 3); }
