// A correct coroutine of each await kind and its driver: the objects
// test/lit/checker/continuations.test breaks in the continuations the
// kernel calls (the bpf_timer and bpf_wq callbacks, frame in R3).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

char LICENSE[] SEC("license") = "GPL";

long naps, runs;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(nap));
	__uint(max_entries, 1);
} nap_frames SEC(".maps");

__bpf_coro static int nap(int n)
{
	int i;

	for (i = 0; i < n && i < 16; i++) {
		bpf_coro_sleep(&nap_frames, 1000);
		__sync_fetch_and_add(&naps, 1);
	}
	return i;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(work));
	__uint(max_entries, 1);
} work_frames SEC(".maps");

__bpf_coro static int work(int n)
{
	bpf_coro_defer(&work_frames);
	__sync_fetch_and_add(&runs, 1);
	return n;
}

SEC("syscall")
int start(int *arg)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&nap_frames, &zero);
	void *g = bpf_map_lookup_elem(&work_frames, &zero);

	if (!f || !g)
		return 0;
	bpf_coro_start(g, work(*arg), &out);
	return bpf_coro_start(f, nap(*arg), &out);
}
