// Input of reload-back-to-back.c: two suspensions one right after the
// other in a loop made of goto; g indexes a[g + 1] after the second.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long again(__s32 p0)
{
	__u8 a[16] = {};
	__s32 b[16] = {};
	__u32 v = 0, g = 0;

again:
	if (p0) {
		bpf_coro_yield(1);
		a[g + 1] = (__u8)bpf_coro_yield(2);
	}
	if ((b[v] || a[g]) && ++g < 5)
		goto again;
	return a[1] + a[2] * 3 + a[3] * 5 + a[4] * 7 + a[5] * 11;
}

int start(void *f, long *out) { return bpf_coro_start(f, again(1), out); }
