// Proves: an open-coded iterator (bpf_iter_num, what bpf_for uses) live
// across a suspension is an error: the verifier tracks it in its stack slot.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

__bpf_coro static int walk(int n)
{
	struct bpf_iter_num it;
	int *v, s = 0;
	bpf_iter_num_new(&it, 0, n);
	while ((v = bpf_iter_num_next(&it)))
		s += bpf_coro_yield(*v); // expected-error {{iterator 'it' (struct bpf_iter_num) is live across the suspension at line 20 in 'walk': the verifier tracks it in its stack slot and a copy through the frame is not one; finish with it before bpf_coro_yield() and create it again after}}
	// CHECK: pass-iterator-live.c:[[@LINE-1]]:8: error: iterator 'it' (struct bpf_iter_num) is live across the suspension at line 20 in 'walk
	bpf_iter_num_destroy(&it);
	return s;
}

int use(void *f, long *out) { return bpf_coro_start(f, walk(3), out); }
