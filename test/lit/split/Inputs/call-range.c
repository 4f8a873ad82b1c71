// Input of call-range.c: a loop bound from a static noinline helper that
// clamps it, an index from one bounded by the constant it is called with,
// one from a clamp to [-3, 5] of an argument in [0, 3],
// a helper whose result is not bounded, and one whose copy would not
// compute what it does (`__builtin_constant_p` of a parameter).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

static __attribute__((noinline)) int cnt(long x)
{
	if (x < 0)
		return 0;
	if (x > 6)
		return 6;
	return (int)x;
}

static __attribute__((noinline)) __u32 mod(__u64 x, __u32 k)
{
	return (__u32)x % (k + 1);
}

static __attribute__((noinline)) int sc(long x)
{
	int v = (int)x;

	if (v > 5)
		v = 5;
	if (v < -3)
		v = -3;
	return v;
}

static __attribute__((noinline)) int konst(int k, long y)
{
	if (__builtin_constant_p(k))
		return y & 7;
	return 100 + k;
}

static __attribute__((noinline)) long mix(long x)
{
	return x * 0x9e3779b97f4a7c15L;
}

__bpf_coro static long count(long a)
{
	long t[6] = { 1, 2, 3, 4, 5, 6 };
	int n = cnt(a);
	__u32 m = mod(a, 2);
	int c = sc(a & 3);
	int k = konst(1, a);
	long s = mix(a);

	for (int i = 0; i < n; i++)
		s += t[i] + bpf_coro_yield(i);
	return s + t[m] + t[c] + k;
}

int start(void *f, long *out)
{
	return bpf_coro_start(f, count(3), out);
}
