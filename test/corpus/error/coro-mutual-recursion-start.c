// Two coroutines that start each other.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int ping(int n);
__bpf_coro static int pong(int n);
CORPUS_ARRAY(pings, ping);
CORPUS_ARRAY(pongs, pong);

__bpf_coro static int ping(int n)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&pongs, &k);

	if (f && n)
		bpf_coro_start(f, pong(n - 1), &out); // ERROR-HERE
	bpf_coro_yield(n);
	return n;
}

__bpf_coro static int pong(int n)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&pings, &k);

	if (f && n)
		bpf_coro_start(f, ping(n - 1), &out); // ERROR-HERE
	bpf_coro_yield(n);
	return n;
}
CORPUS_DRIVER(pings, ping, ping(A0))
