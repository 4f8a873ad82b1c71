// Input of pointer-phi-loop.c: a pointer into a local chosen in a loop
// with a suspension; the loop's phi is fed by a select over the phi.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long pointer_loop(void)
{
	__u64 a[4] = {};
	__u64 *p = &a[0];

	for (int i = 0; i < 2; i++)
		if (bpf_coro_yield(1))
			p = &a[3];
	*p = 7;
	return a[0] + a[3] * 2;
}

int start(void *f, long *out)
{
	return bpf_coro_start(f, pointer_loop(), out);
}
