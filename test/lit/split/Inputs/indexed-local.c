/* A coroutine that indexes a local array with a value known only at run
 * time, and its callers. */
#include "bpf_coro.h"

__bpf_coro static int pick(int n)
{
	unsigned int a[4] = { 1, 2, 3, 4 };

	a[n & 3] = bpf_coro_yield(n);
	return a[(n >> 2) & 3];
}

int start(void *f, long *out) { return bpf_coro_start(f, pick(3), out); }
int resume(void *f, long *out) { return bpf_coro_resume(pick, f, 7, out); }
