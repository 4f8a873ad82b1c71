// diagcheck: noplugin
// what: bpf_coro_resume() of a coroutine chosen at run time (a pointer)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int ping(int n) { return bpf_coro_yield(n) + 100; }

TWIN_FRAMES(frames, ping);

SEC("syscall") int run(void *ctx)
{
	const void *volatile which = ping;
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 1;
	bpf_coro_start(f, ping(1), &out);
	return bpf_coro_resume(which, f, 5, &out) == BPF_CORO_DONE && out == 105 ? 0 : 2;
}
