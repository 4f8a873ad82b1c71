// A comment that never ends inside a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	bpf_coro_yield(n); /* ERROR-HERE
	return n;
}
