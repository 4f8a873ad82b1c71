/* count.c's coroutine, resumed from two functions: its resume piece has two
 * calls, its start one. */
#include "bpf_coro.h"

__bpf_coro static int count(int n)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

int start(void *f, long *out) { return bpf_coro_start(f, count(3), out); }
int resume(void *f, long *out) { return bpf_coro_resume(count, f, 7, out); }
int resume_again(void *f, long *out)
{
	return bpf_coro_resume(count, f, 9, out);
}
