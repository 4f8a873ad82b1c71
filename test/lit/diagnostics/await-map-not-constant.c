// Proves: bpf_coro_sleep() needs the frames' map as a constant `&map`: a map
// chosen at run time cannot be named to bpf_timer_init(), which the verifier
// checks against the map the frame (the timer's value) is in.
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
} fast SEC(".maps"), slow SEC(".maps");

__bpf_coro static int nap(int which)
{
	bpf_coro_sleep(which ? (void *)&slow : (void *)&fast, 1000); // expected-error {{bpf_coro_sleep() in 'nap' needs the map its frames are in as a constant, `&map` of a map declared in SEC(".maps"): the timer that resumes the coroutine lives in the frame, and bpf_timer_init() must name the frame's map; pass `&map` itself, not a pointer computed at run time}}
	// CHECK: await-map-not-constant.c:[[@LINE-1]]:2: error: bpf_coro_sleep() in 'nap' needs the map its frames are in as a constant
	return 0;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&fast, &zero);

	return f ? bpf_coro_start(f, nap(0), &out) : 0;
}
