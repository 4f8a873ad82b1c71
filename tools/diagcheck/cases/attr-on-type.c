// diagcheck: noplugin
// what: __bpf_coro on a typedef of function type, the function declared
// with it and started; without the check clang drops the attribute from
// the typedef, so here it is simply absent
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

typedef int /* __bpf_coro */ coro_fn(int);

static coro_fn work;

static int work(int left)
{
	while (left > 0)
		left -= bpf_coro_yield(left);
	return 1;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, char[64]);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, work, work(5), 1); }
