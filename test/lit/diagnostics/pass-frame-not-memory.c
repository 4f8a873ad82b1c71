// Proves: a frame that is not memory the program keeps from run to run is an
// error at the call: the map definition itself instead of a value in it, a
// read-only global, a ring buffer record, a number made a pointer.
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
} frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} events SEC(".maps");

const char initial[64] = {};

SEC("syscall") int run(void *ctx)
{
	long out;
	return bpf_coro_start(&frames, sum(3), &out); // expected-error {{frame of 'sum' is the map definition 'frames' itself, not a value in it; pass a value: bpf_map_lookup_elem(&frames, &key), checked for NULL}}
	// CHECK: pass-frame-not-memory.c:[[@LINE-1]]:9: error: frame of 'sum' is the map definition 'frames' itself
}

SEC("syscall") int constant(void *ctx)
{
	long out;
	return bpf_coro_start((void *)initial, sum(3), &out); // expected-error {{frame of 'sum' is the read-only global 'initial': every start, resume and destroy writes the frame; keep the frame in a map value}}
	// CHECK: pass-frame-not-memory.c:[[@LINE-1]]:9: error: frame of 'sum' is the read-only global 'initial'
}

SEC("syscall") int record(void *ctx)
{
	long out;
	int st;
	void *r = bpf_ringbuf_reserve(&events, 64, 0);

	if (!r)
		return 0;
	st = bpf_coro_start(r, sum(3), &out); // expected-error {{frame of 'sum' is a ring buffer record from bpf_ringbuf_reserve(): it goes to user space when submitted (or is dropped), and the coroutine's state with it; keep the frame in a map value}}
	// CHECK: pass-frame-not-memory.c:[[@LINE-1]]:7: error: frame of 'sum' is a ring buffer record from bpf_ringbuf_reserve()
	bpf_ringbuf_submit(r, 0);
	return st;
}

// A number made a pointer: an integer to the verifier (an adversarial
// round's `(void *)42` compiled silently and was refused at the
// coroutine's line, as was an address passed in as a resume value).
SEC("syscall") int number(void *ctx)
{
	long out;
	return bpf_coro_start((void *)42, sum(3), &out); // expected-error {{frame of 'sum' is a number made a pointer: the verifier knows only an integer there and refuses every access through it; keep the frame in a map value}}
	// CHECK: pass-frame-not-memory.c:[[@LINE-1]]:9: error: frame of 'sum' is a number made a pointer
}

__bpf_coro static int outer(int n)
{
	long out;
	return bpf_coro_start((void *)bpf_coro_yield(n), sum(n), &out); // expected-error {{frame of 'sum' is a number made a pointer}}
	// CHECK: pass-frame-not-memory.c:[[@LINE-1]]:9: error: frame of 'sum' is a number made a pointer
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(outer));
	__uint(max_entries, 1);
} outer_frames SEC(".maps");

SEC("syscall") int nested(void *ctx)
{
	__u32 key = 0;
	void *f = bpf_map_lookup_elem(&outer_frames, &key);
	long out;

	return f ? bpf_coro_start(f, outer(3), &out) : 0;
}
