// A coroutine with bpf_coro_sleep() resumed from a tracepoint program:
// the frame holds a bpf_timer, and the kernel refuses a map holding one in
// kprobe, uprobe, tracepoint, raw_tracepoint and perf_event programs
// ("tracing progs cannot use bpf_timer yet", at load, naming no line).
// An adversarial round found it compiled silently.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

CORPUS_ARRAY(frames, co);

__bpf_coro static int co(int n)
{
	n += 2;
	bpf_coro_sleep(&frames, 1000); // ERROR-HERE
	return n;
}

CORPUS_DRIVER(frames, co, co(A0))

SEC("tracepoint/syscalls/sys_enter_nanosleep") int tp(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (f && bpf_coro_suspended(f))
		bpf_coro_resume(co, f, 0, &out);
	return 0;
}
