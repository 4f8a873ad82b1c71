// Input of early-save-phi.c: more than four values live at the suspension
// (so each is saved where it is computed), and the outer counter's next
// value computed before the inner loop.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
__bpf_coro static int early(int a, int b)
{
	long x = a * 3, y = b * 5, z = a ^ b, w = a + b;
	int arr[4] = { a, b, 0, 0 };
	long s = 0;

	for (int i = 0; i < 4; i++) {
		arr[(i + 1) & 3] = i;
		for (int j = 0; j < 3; j++) {
			if ((j + b) & 1)
				continue;
			s += bpf_coro_yield(i * 10 + j) + x + y + z + w;
		}
	}
	return s + arr[0] + arr[1] + arr[2] + arr[3];
}
int start(void *f, long *out) { return bpf_coro_start(f, early(3, 6), out); }
int resume(void *f, long *out) { return bpf_coro_resume(early, f, 7, out); }
