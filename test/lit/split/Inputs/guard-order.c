// Input of reload-guard-order.c: the guard docs/usage.md recommends, n
// checked against the array once before a loop whose only test is i < n.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long guarded(int n)
{
	long arr[16] = {};
	long s = 0;

	if (n < 0 || n > 16)
		return -1;
	for (int i = 0; i < n; i++)
		arr[i] = bpf_coro_yield(i);
	for (int i = 0; i < 16; i++)
		s += arr[i] * (i + 1);
	return s;
}

// n unknown at the start: a constant here would fix n's range by itself.
int start(void *f, long *out, int n) { return bpf_coro_start(f, guarded(n), out); }
