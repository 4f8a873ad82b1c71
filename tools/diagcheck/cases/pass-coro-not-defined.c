// diagcheck: plain -Wno-undefined-internal
// what: a coroutine declared, started, never defined; the check has no
// switch, so this is the call the start would become, of a static function
// that is declared only
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int later(void *frame, long *out, int n);

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, char[64]);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? later(f, &out, 1) : 1;
}
