// diagcheck: plain -O0
// what: built at -O0; the pass does not split at -O0 and has no switch
// to try, so this is the same loop without the coroutine, at -O0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 1);
} counts SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long *c = bpf_map_lookup_elem(&counts, &zero);

	if (!c)
		return 1;
	for (int i = 0; i < 3; i++)
		*c += i;
	return 0;
}
