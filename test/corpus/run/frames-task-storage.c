// Frames in task storage of the current task.
// RUN: start 3 -> SUSPENDED 0; resume 1 -> SUSPENDED 10; resume 2 -> SUSPENDED 20; resume 4 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct task_struct;

__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, BPF_CORO_FRAME(co));
} frames SEC(".maps");

CORPUS_BEGIN
	CORPUS_OP_ON(bpf_task_storage_get(&frames, bpf_get_current_task_btf(), 0,
					  BPF_LOCAL_STORAGE_GET_F_CREATE),
		     co, co(A0));
CORPUS_END
