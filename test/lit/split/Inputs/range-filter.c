// Input of range-filter.c: saved integers ScalarEvolution is asked about
// (a loop counter, a phi masked to four bits) and a chain it is not (a sum
// with a suspension's result in each link).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

/* The seq shape of bench/gen.c: no link of acc has a range to check. */
__bpf_coro static int chain(__u64 seed)
{
	__u64 acc = seed;

	for (;;) {
		acc += (__u64)bpf_coro_yield(acc) ^ 1;
		acc += (__u64)bpf_coro_yield(acc) ^ 2;
		acc += (__u64)bpf_coro_yield(acc) ^ 3;
		acc += (__u64)bpf_coro_yield(acc) ^ 4;
	}
	return 0;
}

/* i is an add recurrence bounded by the trip count; j is recomputed from it
 * after the reload. */
__bpf_coro static long counter(void)
{
	long s = 0;

	for (unsigned i = 0; i < 20; i++) {
		unsigned j = i * 7 + 3;

		s += bpf_coro_yield(i);
		s += bpf_coro_yield(j) * j;
	}
	return s;
}

/* No recurrence, but its known bits bound m to [0, 15]. */
__bpf_coro static long masked(void)
{
	unsigned m = 0;

	for (;;)
		m = (m + (unsigned)bpf_coro_yield(m)) & 15;
	return 0;
}

int start_chain(void *f, long *out) { return bpf_coro_start(f, chain(7), out); }
int start_counter(void *f, long *out) { return bpf_coro_start(f, counter(), out); }
int start_masked(void *f, long *out) { return bpf_coro_start(f, masked(), out); }
