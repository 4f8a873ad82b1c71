// Input of pointer-phi-shared-offset.c: one address computed above a
// three-way branch, taken on two of its arms, the third another element.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int pick(int a, int b)
{
	__u32 arr[8] = { a, b, 5, 7, 9, 11, 13, 15 };
	__u32 *q = (__u32 *)((char *)arr + (b & 12));
	__u32 *p;

	if (a & 1) {
		bpf_get_prandom_u32();
		p = q;
	} else if (a & 2) {
		bpf_ktime_get_ns();
		p = q;
	} else {
		bpf_get_smp_processor_id();
		p = &arr[1];
	}
	*p += bpf_coro_yield(*p);
	return arr[0] + arr[1] + arr[2] + arr[3];
}

int start(void *f, long *out) { return bpf_coro_start(f, pick(1, 2), out); }
int resume(void *f, long *out) { return bpf_coro_resume(pick, f, 7, out); }
