// Proves: the sleeps of one coroutine name one map: its frames are all in
// the map its timer is initialised with. The second map is the error, with
// a note at the first (pass notes print as warnings).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(nap));
	__uint(max_entries, 1);
} frames SEC(".maps"), others SEC(".maps");

__bpf_coro static int nap(void)
{
	bpf_coro_sleep(&frames, 1000); // expected-warning {{the first bpf_coro_sleep() of 'nap' names 'frames' here}}
	bpf_coro_sleep(&others, 1000); // expected-error {{bpf_coro_sleep() in 'nap' names map 'others', but an earlier one names 'frames': all frames of a coroutine that sleeps are in one map, whose timer resumes them; name the same map at every bpf_coro_sleep()}}
	// CHECK: await-two-maps.c:[[@LINE-1]]:2: error: bpf_coro_sleep() in 'nap' names map 'others', but an earlier one names 'frames'
	// CHECK: await-two-maps.c:[[@LINE-3]]:2: warning: the first bpf_coro_sleep() of 'nap' names 'frames' here
	return 0;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_start(f, nap(), &out) : 0;
}
