// Input of counter-split.c: a loop counter with three values live across
// the suspensions, indexing a local array.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int rotate(int a, int b)
{
	__u32 arr[4] = { a, b, 5, 7 };
	__u8 v = b;

	for (int i = 0; i < 3; i++) {
		arr[(i + 1) & 3] = arr[v & 3];
		if ((__u32)a == v)
			continue;
		a += bpf_coro_yield(i + 1);
		v += bpf_coro_yield(arr[a & 3]);
	}
	return arr[0] + arr[1] + arr[2] + arr[3];
}

int start(void *f, long *out) { return bpf_coro_start(f, rotate(1, 2), out); }
int resume(void *f, long *out) { return bpf_coro_resume(rotate, f, 7, out); }
