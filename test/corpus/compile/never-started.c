// A coroutine never started: a warning, not an error.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int lonely(int n)
{
	bpf_coro_yield(n);
	return n;
}
