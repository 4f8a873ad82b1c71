// Input of counter-split-gaps.c: loop counters whose values at the
// suspension leave gaps in their range: odd values only (i & 1), and a step
// of 3 to a `!=` exit.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long odd(void)
{
	long s = 0;

	for (int i = 0; i < 10; i++)
		if (i & 1)
			s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static long step3(void)
{
	long s = 0;

	for (int i = 0; i != 12; i += 3)
		if (bpf_coro_yield(i))
			s++;
	return s;
}

__bpf_coro static long dense(void)
{
	long s = 0;

	for (int i = 0; i < 10; i++)
		s += bpf_coro_yield(i);
	return s;
}

int start_odd(void *f, long *out) { return bpf_coro_start(f, odd(), out); }
int start_step3(void *f, long *out) { return bpf_coro_start(f, step3(), out); }
int start_dense(void *f, long *out) { return bpf_coro_start(f, dense(), out); }
