// Proves: bpf_coro_sleep() and bpf_coro_defer() name the map the frames are
// in: a map whose values are something else is an error at the await (the
// verifier would refuse bpf_timer_init() with "timer pointer in R1 map_uid=0
// doesn't match map pointer in R2").
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
} frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, long);
	__uint(max_entries, 1);
} counters SEC(".maps");

__bpf_coro static int nap(void)
{
	bpf_coro_sleep(&counters, 1000); // expected-error {{bpf_coro_sleep() in 'nap' names map 'counters', whose values are 'long', not the frames of 'nap': the timer that resumes the coroutine lives in the frame, and bpf_timer_init() must name the map that frame is in; name the frames' map, declared with __type(value, BPF_CORO_FRAME(nap))}}
	// CHECK-DAG: await-map-value.c:[[@LINE-1]]:2: error: bpf_coro_sleep() in 'nap' names map 'counters', whose values are 'long', not the frames of 'nap'
	return 0;
}

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(work));
	__uint(max_entries, 1);
} works SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__uint(key_size, 4);
	__uint(value_size, 64);
	__uint(max_entries, 1);
} sized SEC(".maps");

__bpf_coro static int work(void)
{
	bpf_coro_defer(&sized); // expected-error {{bpf_coro_defer() in 'work' names map 'sized', whose values are declared only by their size, not the frames of 'work': the bpf_wq that resumes the coroutine lives in the frame, and bpf_wq_init() must name the map that frame is in; name the frames' map, declared with __type(value, BPF_CORO_FRAME(work))}}
	// CHECK-DAG: await-map-value.c:[[@LINE-1]]:2: error: bpf_coro_defer() in 'work' names map 'sized', whose values are declared only by their size
	return 0;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);
	void *g = bpf_map_lookup_elem(&works, &zero);

	if (g)
		bpf_coro_start(g, work(), &out);
	return f ? bpf_coro_start(f, nap(), &out) : 0;
}
