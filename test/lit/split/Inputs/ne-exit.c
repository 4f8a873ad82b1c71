// Input of reload-ne-exit.c: a loop counter that leaves its loop through
// `!=`, used as an index of a four-element array.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long ne_exit(void)
{
	__u32 a[4] = {};

	for (__u32 i = 0; i != 4; i++)
		for (int j = 0; j < 2; j++)
			a[i] += (__u32)bpf_coro_yield(i);
	return a[0] + a[1] + a[2] + a[3];
}

int start(void *f, long *out) { return bpf_coro_start(f, ne_exit(), out); }
