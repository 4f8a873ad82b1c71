// A correct coroutine with two bpf_coro_user_return() points and its
// driver: LLVM tests the continuation's index for "one of the two" as
// (index | 2) == 3, which test/lit/checker/user-returns.test has the
// checker follow; it breaks the continuation's index store too.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(twice));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int twice(int n)
{
	bpf_coro_user_return(&frames);
	for (int i = 0; i < n && i < 8; i++) {
		bpf_coro_yield(i);
		bpf_coro_user_return(&frames);
	}
	return n;
}

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(twice, f, 0, &out);
	return bpf_coro_start(f, twice(3), &out);
}
