// An acquired task_struct reference (kptr) live across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct task_struct;
extern struct task_struct *bpf_task_from_pid(int pid) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;

__bpf_coro static int co(int n)
{
	struct task_struct *t = bpf_task_from_pid(n); // ERROR-HERE

	if (!t)
		return 0;
	bpf_coro_yield(n); // ERROR-HERE
	bpf_task_release(t);
	return 1;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
