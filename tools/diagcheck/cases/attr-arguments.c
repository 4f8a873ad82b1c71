// diagcheck: noplugin
// what: __attribute__((bpf_coro(4))); without the check the plugin would
// apply the attribute and ignore the argument, which is __bpf_coro here
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int gnu_form(void)
{
	return bpf_coro_yield(10) + 1;
}

TWIN_FRAMES(frames, gnu_form);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, gnu_form, gnu_form(), 2); }
