// diagcheck: noplugin
// what: [[bpfcoro::coro]] on a statement of a function that yields;
// without the check clang drops it, so here it is simply absent
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int give(int n)
{
	/* [[bpfcoro::coro]] */ int k = bpf_coro_yield(n);

	return n + k;
}

SEC("syscall") int run(void *ctx) { return give(3) == 4 ? 0 : 1; }
