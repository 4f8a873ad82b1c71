// diagcheck: pass
// what: second() resumed on a frame from first()'s map (first's frame is
// the larger, so no access is out of bounds)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int first(int n) { long a = n, b = n * 2; bpf_coro_yield(a); bpf_coro_yield(b); return a + b; }
__bpf_coro static int second(int n) { long x = n * 3; bpf_coro_yield(x); return x; }

TWIN_FRAMES(first_frames, first);

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&first_frames, &zero);
	int st;

	if (!f)
		return 1;
	st = bpf_coro_start(f, first(2), &out);	/* first suspended at its 1st yield */
	st = bpf_coro_resume(second, f, 0, &out);	/* the mistake */
	return st == BPF_CORO_DONE ? 0 : 1000 - st;
}
