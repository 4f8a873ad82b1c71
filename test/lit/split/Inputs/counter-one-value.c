// Input of counter-one-value.c: a loop that runs once, its counter live
// across the suspension in it.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long once(long a, long b)
{
	__s32 la[16] = {};
	__u64 lacc = 0;

	for (__u64 i = 2; i >= 2; i -= 2) {
		la[i] += (int)b;
		lacc += bpf_coro_yield(i * 3 + 1);
		if (lacc & 1)
			return lacc + i;
		lacc = lacc * 5 + i;
	}
	return lacc + la[a & 15];
}

int start(void *f, long *out)
{
	return bpf_coro_start(f, once(1, 2), out);
}
