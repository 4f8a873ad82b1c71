// diagcheck: noplugin
// what: __bpf_coro on a parameter (or a field) instead of the function,
// which yields; without the check clang drops the attribute (it applies
// to no such declaration), so here it is simply absent
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct state {
	int step;
};

static int twice(int /* __bpf_coro */ n)
{
	return 2 * n + bpf_coro_yield(n);
}

SEC("syscall") int run(void *ctx)
{
	struct state s = { .step = 4 };

	return twice(s.step) == 9 ? 0 : 1;
}
