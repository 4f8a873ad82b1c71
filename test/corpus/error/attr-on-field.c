// __bpf_coro on a struct field.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";


__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

struct s { __bpf_coro int x; }; // ERROR-HERE
CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
