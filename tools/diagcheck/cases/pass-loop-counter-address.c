// diagcheck: pass
// what: a loop's counter passed by address to a helper, a suspension on some iterations
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u32);
	__uint(max_entries, 64);
} data SEC(".maps");

__bpf_coro static long batch(int n)
{
	long s = 0;

	for (__u32 i = 0; i < n && i < 64; i++) {
		__u32 *v = bpf_map_lookup_elem(&data, &i);

		if (!v)
			return -1;
		s += *v + i;
		if ((i & 7) == 7)
			s += bpf_coro_yield(s);
	}
	return s;
}

TWIN_FRAMES(frames, batch);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, batch, batch(20), 190 + 1 + 2); }
