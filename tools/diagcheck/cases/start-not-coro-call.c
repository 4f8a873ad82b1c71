// diagcheck: noplugin
// what: bpf_coro_start() of a call of a plain function
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int plain(int n) { return n; }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, char[64]);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long v = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, plain(1), &v) : 1;
}
