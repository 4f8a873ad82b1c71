// Proves: bpf_coro_sleep() naming a map whose values the kernel does not let
// hold a bpf_timer (a per-CPU array here; map_check_btf() allows timers in
// ARRAY, HASH and LRU_HASH only) is an error at the sleep, naming the type.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(nap));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int nap(void)
{
	bpf_coro_sleep(&frames, 1000); // expected-error {{bpf_coro_sleep() in 'nap' names map 'frames' of type BPF_MAP_TYPE_PERCPU_ARRAY, whose values the kernel does not let hold the bpf_timer that resumes the coroutine; declare the frames' map BPF_MAP_TYPE_ARRAY, BPF_MAP_TYPE_HASH or BPF_MAP_TYPE_LRU_HASH}}
	// CHECK: await-map-type.c:[[@LINE-1]]:2: error: bpf_coro_sleep() in 'nap' names map 'frames' of type BPF_MAP_TYPE_PERCPU_ARRAY
	return 0;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, nap(), &out) : 0;
}
