// A coroutine placed in a program section with SEC().
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

SEC("syscall") __bpf_coro static int sum(int n) // ERROR-HERE
{
	bpf_coro_yield(n);
	return n;
}
CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
