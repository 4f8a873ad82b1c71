// The clang plugin with -Rpass-analysis=bpf-coro-split (the frame remark).
// FLAGS: -Rpass-analysis=bpf-coro-split
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

CORPUS_ARRAY(frames, sum);
CORPUS_DRIVER(frames, sum, sum(A0))
