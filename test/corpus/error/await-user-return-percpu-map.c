// bpf_coro_user_return() naming a per-CPU array of frames: no bpf_task_work
// there.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int co(int n)
{
	bpf_coro_user_return(&frames); // ERROR-HERE
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))
