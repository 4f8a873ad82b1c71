// Input of reload-clamp.c: a parameter clamped above only, bounding a loop
// whose counter indexes a local table.
#include <bpf_coro.h>
__bpf_coro static long co(int n)
{
	int tbl[8] = { 5, 6, 7, 8, 9, 10, 11, 12 };
	long s = 0;

	if (n > 8)
		n = 8;
	for (int i = 0; i < n; i++) {
		bpf_coro_yield(tbl[i]);
		s += tbl[i];
	}
	return s;
}
int go(void *f, long *out, int n) { return bpf_coro_start(f, co(n), out) + bpf_coro_resume(co, f, 0, out); }
