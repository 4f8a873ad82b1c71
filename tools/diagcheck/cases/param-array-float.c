// diagcheck: noplugin
// what: an array parameter (really a pointer) used after a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int scan(int keys[4], int scale)
{
	int k = bpf_coro_yield(scale);

	return keys[0] * scale + k;
}

TWIN_FRAMES(frames, scan);

SEC("syscall") int run(void *ctx)
{
	int keys[4] = { 40, 41, 42, 43 };

	return TWIN_RUN(frames, scan, scan(keys, 3), 121);
}
