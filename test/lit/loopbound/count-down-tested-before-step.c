// Proves: where a block tests a count and also takes one off it (LLVM puts
// `n - 1` above `n != 0`), the walk narrows n - 1 with n at the branch, as
// the verifier sees it (BPFCoroExitTest moves the step below the test; 6.11
// and later link the two registers). The count is [0, 1023] and the body
// can `continue` without suspending; the walk carried n - 1 round
// unbounded below and refused the loop ("can go around without
// suspending, and nothing the verifier sees bounds how often"). Reduced
// from extended fuzz seed 970; corpus run/count-down-tested-before-step.c
// loads and runs it.
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long co(long a, long b)
{
	__u32 arr[4] = { (__u32)a, (__u32)b, 431, 749 };
	int v = (int)bpf_coro_yield(a);

	if (v == 65) {
		int n = (int)((__u64)b >> 54);

		while (n-- > 0) {
			v = n + 1;
			if ((arr[b & 3] & 7) <= 3)
				continue;
			arr[b & 1] = bpf_coro_yield(v);
		}
	}
	return v ^ arr[0] ^ arr[1];
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall")
int drive(long *c)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 1;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(co, f, c[0], &out);
	return bpf_coro_start(f, co(c[1], c[2]), &out);
}
