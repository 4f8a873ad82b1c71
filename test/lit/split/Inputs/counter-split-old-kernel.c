#include <bpf_coro.h>

__bpf_coro static long upto(int n)
{
	long s = 0;

	if (n > 4)
		n = 4;
	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static long wide(void)
{
	long s = 0;

	for (int i = 0; i < 40; i++)
		s += bpf_coro_yield(i);
	return s;
}

int start_upto(void *f, long *out, int n) { return bpf_coro_start(f, upto(n), out); }
int start_wide(void *f, long *out) { return bpf_coro_start(f, wide(), out); }
