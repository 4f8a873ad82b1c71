// Plain C the compiler accepts: the program writes the frame header
// itself, directly and through a helper function, which only the
// coroutine's own pieces may do.
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
	__uint(max_entries, 2);
} frames SEC(".maps");

/* Marks the frame suspended at the first point without running anything. */
static __attribute__((noinline)) int skip_ahead(void *f)
{
	((volatile __u32 *)f)[4] = 1;
	return bpf_coro_resume(count, f, 0, NULL);
}

SEC("syscall")
int run(int *arg)
{
	__u32 key = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &key);

	if (!f)
		return 0;
	if (*arg == 1) {
		/* "Forget" whose frame it is. */
		((volatile __u64 *)f)[0] = 0;
		return bpf_coro_resume(count, f, *arg, &out);
	}
	if (*arg == 2) {
		key = 1;
		f = bpf_map_lookup_elem(&frames, &key);
		if (!f)
			return 0;
		return skip_ahead(f);
	}
	return bpf_coro_start(f, count(*arg), &out);
}
