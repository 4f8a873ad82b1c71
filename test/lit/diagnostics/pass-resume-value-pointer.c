// Proves: the value a resume passes in, used as a pointer in the coroutine,
// is an error at the dereference when a resume passes a number (the
// verifier checks the coroutine with what each resume passes: "R2 invalid
// mem access 'scalar'"), and always when it is used after another
// suspension (saved in the frame, it is a number). A pointer passed in by
// every resume and used before the next suspension loads (see the twin).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct req { long in; };

__bpf_coro static long number(void)
{
	struct req *r = (struct req *)bpf_coro_yield(0);

	return r->in; // expected-error {{the value resumed in at line 17 in 'number' is used as a pointer, but a bpf_coro_resume() of 'number' at line 42 passes a number: the verifier checks the coroutine with what each resume passes, and refuses to dereference a number; pass a pointer cast to long in every resume of 'number', or pass a key or index and look the object up after resuming}}
	// CHECK: pass-resume-value-pointer.c:[[@LINE-1]]:12: error: the value resumed in at line 17 in 'number' is used as a pointer
}

__bpf_coro static long later(void)
{
	long x = bpf_coro_yield(0); // expected-warning {{the value used as a pointer is resumed in here}}

	bpf_coro_yield(1);
	return *(long *)x; // expected-error {{the value resumed in at line 25 in 'later' is used as a pointer after another suspension: it was saved in the frame as a number, and the verifier refuses to dereference a number; pass the pointer in again through the resume value that continues there, or pass a key or index and look the object up}}
	// CHECK: pass-resume-value-pointer.c:[[@LINE-1]]:9: error: the value resumed in at line 25 in 'later' is used as a pointer after another suspension
}

int use(struct req *ctx, void *f, long *out)
{
	return bpf_coro_start(f, number(), out) +
	       bpf_coro_start(f, later(), out) +
	       bpf_coro_resume(later, f, (long)ctx, out);
}

/* A number: the slot of a request table, say. */
int use_slot(void *f, long *out)
{
	return bpf_coro_resume(number, f, 3, out); // expected-warning {{passes a number as the resume value here}}
}
