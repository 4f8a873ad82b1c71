// Proves: a loop bounded by a `const volatile` global (libbpf's .rodata,
// frozen before the load, which the verifier reads as a constant), around a
// yield on some iterations only, compiles. The walk took the load for
// unknown and reported "loop in '__bpf_coro' function 'co' can go around
// without suspending, and nothing the verifier sees bounds how often"; the
// program loads (test/corpus/run/loop-bound-from-rodata.c). It walks with
// the value the object starts with; so does a field of a const struct.
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

const volatile int limit = 25;
const volatile struct {
	int pad;
	int max;
} cfg = { 0, 12 };

__bpf_coro static long co(int n)
{
	long s = 0, v = n;

	for (int i = 0; i < limit; i++) {
		if (v & 1)
			v = bpf_coro_yield(i);
		else
			v >>= 1;
		s += v + i;
	}
	for (int i = 0; i < cfg.max; i++)
		if (i % 4 == 0)
			s += bpf_coro_yield(i);
	return s;
}

int use(void *f, long *out, int n)
{
	return bpf_coro_start(f, co(n), out);
}
