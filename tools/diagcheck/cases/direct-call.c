// diagcheck: noplugin
// what: a coroutine called directly, without bpf_coro_start()
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int count_to(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

SEC("syscall") int run(void *ctx) { return count_to(3) == 3 ? 0 : 1; }
