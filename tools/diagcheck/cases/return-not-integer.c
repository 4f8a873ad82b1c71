// diagcheck: noplugin
// what: a coroutine returning a pointer (a map value), its caller using it
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 4);
} vals SEC(".maps");

__bpf_coro static long *find(int key)
{
	__u32 k = bpf_coro_yield(key);

	return bpf_map_lookup_elem(&vals, &k);
}

TWIN_FRAMES(frames, find);

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);
	int st;

	if (!f)
		return 1;
	st = bpf_coro_start(f, find(1), &out);
	st = bpf_coro_resume(find, f, 1, &out);
	if (st != BPF_CORO_DONE || !out)
		return 2;
	*(long *)out = 42;	/* the result is a pointer: use it */
	return 0;
}
