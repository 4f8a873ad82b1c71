// Input of reload-monotone-bound.c and reload-before-recompute.c: a counter
// clamped to [0, 64] and counted down, suspending on every other value.
#include <bpf_coro.h>
__bpf_coro static int co(int n)
{
	int r = n;
	long x = 0;

	if (r > 64)
		r = 64;
	if (r < 0)
		r = 0;
	while (r-- > 0) {
		if (r & 1)
			continue;
		x += bpf_coro_yield(r);
	}
	return r + x;
}
int go(void *f, long *out, int n) { return bpf_coro_start(f, co(n), out) + bpf_coro_resume(co, f, 0, out); }
