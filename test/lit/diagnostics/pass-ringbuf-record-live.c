// Proves: a ringbuf record (bpf_ringbuf_reserve) live across a suspension is
// rejected like any pointer: the verifier tracks it as a reference that must
// be submitted or discarded before the program returns.
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
	long *rec = bpf_ringbuf_reserve(&rb, sizeof(*rec), 0); // expected-error {{pointer 'rec' is live across the suspension at line 21 in 'emit': the verifier forgets what a pointer points to when it is saved in the frame; submit or discard the record before bpf_coro_yield() and reserve a new one after}}
	// CHECK: pass-ringbuf-record-live.c:[[@LINE-1]]:14: error: pointer 'rec' is live across the suspension at line 21 in 'emit'
	if (!rec)
		return 0;
	bpf_coro_yield(n); // expected-warning {{'emit' suspends here while pointer 'rec' is live}}
	// CHECK: pass-ringbuf-record-live.c:[[@LINE-1]]:2: warning: 'emit' suspends here while pointer 'rec' is live
	*rec = n;
	bpf_ringbuf_submit(rec, 0);
	return 1;
}

int use(void *f, long *out) { return bpf_coro_start(f, emit(3), out); }
