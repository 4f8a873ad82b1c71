// Proves: suspensions in loops the verifier can bound compile without a
// diagnostic: every iteration suspends (even with no bound at all), the way
// around without suspending is bounded by a constant, by a guard the
// verifier sees, by what the caller passes (the verifier checks a static
// function with its caller's arguments), by a relation it tracks (i < n
// makes 0 < n), by may_goto, or is an open-coded iterator's loop. Each shape also loads: see
// test/kernel/progs/loops.bpf.c.
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int every_iteration(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static int forever(int v)
{
	long s = 0;

	for (;;) {
		v = bpf_coro_yield(v);
		if (!v)
			return s;
		s += v;
	}
}

__bpf_coro static int capped(int n)
{
	long s = 0;

	for (int i = 0; i < n && i < 256; i++)
		if ((i & 15) == 0)
			s += bpf_coro_yield(i);
	return s;
}

__bpf_coro static int constant(int n)
{
	long s = 0;

	for (int i = 0; i < 250; i++)
		if ((i & 15) == 0)
			s += bpf_coro_yield(i + n);
	return s;
}

__bpf_coro static int guarded(int rows, int cols)
{
	long s = 0;

	if (cols <= 0)
		return 0;
	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c);
	return s;
}

/* Started only as grid(2, 3): the inner loop always runs. */
__bpf_coro static int grid(int rows, int cols)
{
	long s = 0;

	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c);
	return s;
}

__bpf_coro static int square(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++)
		for (int j = 0; j < n; j++)
			s += bpf_coro_yield(i * 10 + j);
	return s;
}

#define can_loop                                                               \
	({                                                                     \
		__label__ l_break, l_continue;                                 \
		int ret = 1;                                                   \
		asm volatile goto("may_goto %l[l_break]" :::: l_break);        \
		goto l_continue;                                               \
	l_break:                                                               \
		ret = 0;                                                       \
	l_continue:;                                                           \
		ret;                                                           \
	})

__bpf_coro static int may_goto(int n)
{
	long s = 0;

	for (int i = 0; i < n && can_loop; i++)
		if ((i & 15) == 0)
			s += bpf_coro_yield(i);
	return s;
}

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

__bpf_coro static int iterator(int n)
{
	int s = 0;

	for (int i = 0; i < 4; i++) {
		struct bpf_iter_num it;
		int *v;

		bpf_iter_num_new(&it, 0, n);
		while ((v = bpf_iter_num_next(&it)))
			s += *v;
		bpf_iter_num_destroy(&it);
		bpf_coro_yield(s);
	}
	return s;
}

int use(void *f, long *out)
{
	return bpf_coro_start(f, every_iteration(1), out) +
	       bpf_coro_start(f, forever(1), out) +
	       bpf_coro_start(f, capped(1), out) +
	       bpf_coro_start(f, constant(1), out) +
	       bpf_coro_start(f, guarded(1, 1), out) +
	       bpf_coro_start(f, grid(2, 3), out) +
	       bpf_coro_start(f, square(1), out) +
	       bpf_coro_start(f, may_goto(1), out) +
	       bpf_coro_start(f, iterator(1), out);
}
