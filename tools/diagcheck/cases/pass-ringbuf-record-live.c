// diagcheck: pass
// what: a ringbuf record live across a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

__bpf_coro static int emit(int n)
{
	long *rec = bpf_ringbuf_reserve(&rb, sizeof(*rec), 0);

	if (!rec)
		return 0;
	bpf_coro_yield(n);
	*rec = n;
	bpf_ringbuf_submit(rec, 0);
	return 1;
}

TWIN_FRAMES(frames, emit);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, emit, emit(3), 1); }
