// A correct coroutine and its driver: the object the patch-based cases of
// test/lit/checker break one instruction or BTF string of.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int count(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 16; i++)
		s += bpf_coro_yield(i);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(count));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall")
int run(int *arg)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	if (*arg < 0)
		return bpf_coro_destroy(count, f);
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(count, f, *arg, &out);
	return bpf_coro_start(f, count(*arg), &out);
}

#ifdef RESUME_TWICE
/* The frame resumed from a second program too: two calls of resume, which
 * -bpf-coro-inline-budget can then keep a call while start is inlined. */
SEC("syscall")
int run_again(int *arg)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f || !bpf_coro_suspended(f))
		return 0;
	return bpf_coro_resume(count, f, *arg, &out);
}
#endif
