// A coroutine whose body never closes (no newline at the end).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	bpf_coro_yield(n);
	return n; // ERROR-HERE