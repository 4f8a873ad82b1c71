// diagcheck: pass
// what: a ringbuf dynptr live across a suspension
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
	struct bpf_dynptr ptr;

	bpf_ringbuf_reserve_dynptr(&rb, 8, 0, &ptr);
	bpf_coro_yield(n);
	bpf_ringbuf_submit_dynptr(&ptr, 0);
	return 0;
}

TWIN_FRAMES(frames, emit);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, emit, emit(3), 0); }
