// Proves: a dynptr live across a suspension is an error.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

__bpf_coro static int emit(int n)
{
	struct bpf_dynptr ptr;
	bpf_ringbuf_reserve_dynptr(&rb, 8, 0, &ptr);
	bpf_coro_yield(n); // expected-error {{dynptr 'ptr' (struct bpf_dynptr) is live across the suspension at line 17 in 'emit': the verifier tracks it in its stack slot and a copy through the frame is not one; finish with it before bpf_coro_yield() and create it again after}}
	// CHECK: pass-dynptr-live.c:[[@LINE-1]]:2: error: dynptr 'ptr' (struct bpf_dynptr) is live across the suspension at line 17
	bpf_ringbuf_submit_dynptr(&ptr, 0);
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, emit(3), out); }
