// Proves: a frame from a map declared with BPF_F_RDONLY_PROG (or
// BPF_F_WRONLY_PROG) is an error at the call: start, resume and destroy
// both read and write the frame.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 1);
	__uint(map_flags, BPF_F_RDONLY_PROG);
} frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 16);
	__uint(map_flags, BPF_F_NO_PREALLOC | BPF_F_WRONLY_PROG);
} hidden SEC(".maps");

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, sum(3), &out) : 0; // expected-error {{map 'frames' is declared with BPF_F_RDONLY_PROG, but every start, resume and destroy of 'sum' reads and writes its frame; drop BPF_F_RDONLY_PROG from the map's map_flags}}
	// CHECK: pass-frame-map-rdonly.c:[[@LINE-1]]:13: error: map 'frames' is declared with BPF_F_RDONLY_PROG
}

SEC("syscall") int other(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&hidden, &zero);

	return f ? bpf_coro_resume(sum, f, 0, &out) : 0; // expected-error {{map 'hidden' is declared with BPF_F_WRONLY_PROG, but every start, resume and destroy of 'sum' reads and writes its frame; drop BPF_F_WRONLY_PROG from the map's map_flags}}
	// CHECK: pass-frame-map-rdonly.c:[[@LINE-1]]:13: error: map 'hidden' is declared with BPF_F_WRONLY_PROG
}
