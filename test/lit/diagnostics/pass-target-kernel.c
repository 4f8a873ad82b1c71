// Proves: with -bpf-coro-target-kernel=6.1, a coroutine using what 6.1's
// verifier does not know (an open-coded iterator, 6.4; may_goto, 6.9; the
// RCU kfuncs, 6.2) is an error at the line of the first use of each,
// naming the release that brought it and what to write instead; a target
// that has them (6.9) accepts the same code, as does no target at all; the
// twin, written as the messages say, compiles for 6.1. An option that is not
// MAJOR.MINOR is an error saying so, not a silent no-op.
// RUN: %clang_verify -mllvm -bpf-coro-target-kernel=6.1 %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target-kernel=6.1 -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: %clang_bpf -mllvm -bpf-coro-target-kernel=6.9.2 -c %s -o /dev/null
// RUN: %clang_bpf -c %s -o /dev/null
// RUN: %clang_bpf -mllvm -bpf-coro-target-kernel=6.1 -I%S/../../kernel/twins -c %S/../../kernel/twins/pass-target-kernel.bpf.c -o /dev/null
// RUN: not %clang_bpf -mllvm -bpf-coro-target-kernel=six -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=MALFORMED
// MALFORMED: error: -bpf-coro-target-kernel=six: expected a kernel release as MAJOR.MINOR, e.g. -mllvm -bpf-coro-target-kernel=6.1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;
extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;

__bpf_coro static int walk(int n)
{
	int s = 0;
	struct bpf_iter_num it;
	int *v;

	bpf_iter_num_new(&it, 0, n); // expected-error {{'__bpf_coro' function 'walk' uses bpf_iter_num_new() (open-coded iterators, since Linux 6.4), which the target kernel 6.1 (-bpf-coro-target-kernel) lacks: write the loop as a for loop with a constant bound, or raise the target kernel}}
	// CHECK: pass-target-kernel.c:[[@LINE-1]]:2: error: '__bpf_coro' function 'walk' uses bpf_iter_num_new() (open-coded iterators, since Linux 6.4)
	while ((v = bpf_iter_num_next(&it)))
		s += *v;
	bpf_iter_num_destroy(&it);
	bpf_coro_yield(s);
	bpf_rcu_read_lock(); // expected-error {{'__bpf_coro' function 'walk' uses bpf_rcu_read_lock() (the RCU read lock kfuncs, since Linux 6.2), which the target kernel 6.1 (-bpf-coro-target-kernel) lacks: drop the RCU read section (a program that does not sleep runs under RCU already), or raise the target kernel}}
	// CHECK: pass-target-kernel.c:[[@LINE-1]]:2: error: '__bpf_coro' function 'walk' uses bpf_rcu_read_lock()
	s++;
	bpf_rcu_read_unlock();
	for (int i = 0; i < n; i++) {
		asm volatile goto("may_goto %l[out]" :::: out); // expected-error {{'__bpf_coro' function 'walk' uses may_goto (can_loop, since Linux 6.9), which the target kernel 6.1 (-bpf-coro-target-kernel) lacks: bound the loop with a small constant cap (i < n && i < 256), or raise the target kernel}}
		// CHECK: pass-target-kernel.c:[[@LINE-1]]:3: error: '__bpf_coro' function 'walk' uses may_goto
		s += bpf_coro_yield(i);
	}
out:
	return s;
}

int use(void *f, long *out) { return bpf_coro_start(f, walk(3), out); }
