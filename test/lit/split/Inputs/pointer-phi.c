// Input of pointer-phi.c: a pointer into one of two locals, chosen on a
// branch the cleanup keeps (a call in one arm), live across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int pick(int a, int b)
{
	__u32 arr[4] = { a, b, 5, 7 };
	__u32 other[2] = { 100, 200 };
	__u32 *p;

	if (a & 1) {
		p = &arr[b & 3];
	} else {
		bpf_get_prandom_u32();
		p = &other[1];
	}
	*p += bpf_coro_yield(*p);
	return arr[0] + arr[1] + arr[2] + arr[3] + other[0] + other[1];
}

int start(void *f, long *out) { return bpf_coro_start(f, pick(1, 2), out); }
int resume(void *f, long *out) { return bpf_coro_resume(pick, f, 7, out); }
