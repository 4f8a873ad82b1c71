// Proves: a coroutine that awaits runs only on values of the map its awaits
// name: a frame from another map of its frames, or a global, is an error at
// the call (the verifier would refuse the timer: "timer pointer in R1
// map_uid=0 doesn't match map pointer in R2", "has no valid bpf_timer").
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
} frames SEC(".maps"), spare SEC(".maps");

__bpf_coro static int nap(void)
{
	return bpf_coro_sleep(&frames, 1000);
}

char area[512];

SEC("syscall") int from_spare(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&spare, &zero);

	return f ? bpf_coro_start(f, nap(), &out) : 0; // expected-error {{frame of 'nap' comes from map 'spare', but its awaits name map 'frames'; start, resume and destroy 'nap' only on values of 'frames': its awaits arm the timer or bpf_wq in the frame with that map, and the verifier refuses one in a value of any other}}
	// CHECK: await-frame-elsewhere.c:[[@LINE-1]]:13: error: frame of 'nap' comes from map 'spare', but its awaits name map 'frames'
}

SEC("syscall") int from_global(void *ctx)
{
	long out;

	return bpf_coro_resume(nap, area, 0, &out); // expected-error {{frame of 'nap' is the global 'area', but its awaits name map 'frames'; start, resume and destroy 'nap' only on values of 'frames'}}
	// CHECK: await-frame-elsewhere.c:[[@LINE-1]]:9: error: frame of 'nap' is the global 'area', but its awaits name map 'frames'
}
