// diagcheck: noplugin
// what: an always_inline coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static inline __attribute__((always_inline)) int hot(int n)
{
	return n + bpf_coro_yield(n);
}

TWIN_FRAMES(frames, hot);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, hot, hot(7), 8); }
