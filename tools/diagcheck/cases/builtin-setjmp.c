// diagcheck: noplugin
// what: __builtin_setjmp/__builtin_longjmp in a coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static void *buf[5];

__bpf_coro static int jumpy(int n)
{
	if (__builtin_setjmp(buf))
		return 1;
	bpf_coro_yield(n);
	__builtin_longjmp(buf, 1);
	return 0;
}

TWIN_FRAMES(frames, jumpy);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, jumpy, jumpy(3), 1); }
