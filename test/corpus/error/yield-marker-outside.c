// The marker __bpf_coro_yield() called by hand in a plain function.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

int plain(int x)
{
	return __bpf_coro_yield(x); // ERROR-HERE
}
