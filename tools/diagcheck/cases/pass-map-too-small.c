// diagcheck: pass
// what: a frame map whose value_size (16) is below the frame (32)
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int steps(int n) { for (int i = 0; i < n; i++) bpf_coro_yield(i); return n; }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__uint(key_size, sizeof(__u32));
	__uint(value_size, 16);
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, steps, steps(3), 3); }
