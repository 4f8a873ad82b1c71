// Input of pointer-phi-count-down.c: `&la[k - 1]` of a count-down from 4,
// on both arms of a division guarded against zero, live across a
// suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long count_down(long a, long b)
{
	__s32 la[16] = {};
	__u64 lacc = 0;
	__u8 d = (__u8)b;
	__u16 v2 = (__u16)a;
	__u32 n = (__u32)bpf_coro_yield(a);

	if (n > 2)
		n = 2;
	for (__u32 j = 0; j < n; j++)
		for (int k = 4; k > 0; k--) {
			la[k - 1] = d ? 0x80 / d : 0x55;
			bpf_coro_yield(d ? v2 / d : 0x55);
			lacc += (__u64)la[k - 1] * 3 + (__u64)k;
		}
	return (long)lacc;
}

int start(void *f, long *out)
{
	return bpf_coro_start(f, count_down(1, 2), out);
}

int resume(void *f, long *out)
{
	return bpf_coro_resume(count_down, f, 7, out);
}
