// bpf_get_current_task_btf() kept across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct task_struct;

__bpf_coro static int co(int n)
{
	struct task_struct *t = bpf_get_current_task_btf(); // ERROR-HERE

	bpf_coro_yield(n); // ERROR-HERE
	return t != 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
