// Proves: the valid forms compile cleanly: both attribute positions, [[bpfcoro::coro]], allowed parameter and result types, start/resume/destroy, nested coroutines.
// RUN: %clang_verify %s
// RUN: %clang_bpf -fsyntax-only -Werror %s
#include <bpf_coro.h>
// expected-no-diagnostics

enum color { RED, GREEN };
struct job { int left; };

__bpf_coro static int count_to(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

static int __bpf_coro drain(struct job *j, unsigned long long budget, _Bool verbose)
{
	int left = j->left; /* a pointer does not survive a suspension */

	while (left > 0 && budget--)
		left -= bpf_coro_yield(left);
	return verbose ? left : 0;
}

[[bpfcoro::coro]] static long paint(char c, enum color col)
{
	return c + col + bpf_coro_yield(col);
}

__attribute__((bpf_coro)) static _Bool flag(void)
{
	return bpf_coro_yield(1) != 0;
}

__bpf_coro static enum color pick(const char *s)
{
	return bpf_coro_yield(s[0]) ? GREEN : RED;
}

static char inner_frame[64];

/* Nested coroutines are ordinary calls; so is destroying a frame of one's own kind. */
__bpf_coro static int outer(int n)
{
	long v;
	int st = bpf_coro_start(inner_frame, count_to(n), &v);

	while (st == BPF_CORO_SUSPENDED) {
		bpf_coro_yield(v);
		st = bpf_coro_resume(count_to, inner_frame, 0, &v);
	}
	bpf_coro_destroy(outer, inner_frame);
	return (int)v + ({ int k = bpf_coro_yield(0); k; });
}

static char frame[64];

int prog(void *ctx)
{
	struct job j = { 3 };
	long v;
	int st;

	if (bpf_coro_not_started(frame))
		st = bpf_coro_start(frame, count_to(3), &v);
	else if (bpf_coro_suspended(frame))
		st = bpf_coro_resume(count_to, frame, 0, &v);
	else
		st = bpf_coro_destroy(count_to, frame);
	st += bpf_coro_start(frame, drain(&j, 10, 1), &v);
	st += bpf_coro_start(frame, (paint)('a', GREEN), &v);
	st += bpf_coro_start(frame, flag(), 0);
	st += bpf_coro_start(frame, pick("x"), &v);
	st += bpf_coro_start(frame, outer(2), &v);
	st += bpf_coro_resume(&outer, frame, 1, &v);
	st += bpf_coro_destroy(drain, frame) + bpf_coro_destroy(paint, frame) +
	      bpf_coro_destroy(flag, frame) + bpf_coro_destroy(pick, frame);
	return st;
}
