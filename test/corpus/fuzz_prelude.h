/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * fuzz_prelude.h - what test/kernel/fuzz/gen.c writes above every generated
 * coroutine, for the run inputs reduced from its programs: they keep the
 * generator's helpers and names, so that what the optimiser made of them
 * (and what a fix was checked against) stays the same. Include it after
 * bpf_coro.h.
 */
#ifndef __FUZZ_PRELUDE_H
#define __FUZZ_PRELUDE_H

struct fz_s {
	__u16 x;
	__u64 y;
	__u8 z[4];
};

static const struct fz_s fz_tab[4] __attribute__((unused)) = {
	{ 0x1234, 0x0123456789abcdefULL, { 1, 2, 3, 4 } },
	{ 0xfedc, 0xfedcba9876543210ULL, { 5, 6, 7, 8 } },
	{ 7, 8, { 9, 10, 11, 12 } },
	{ 0xffff, 0xffffffffffffffffULL, { 255, 0, 128, 1 } },
};

static __attribute__((noinline, unused)) __u64 fz_mix(__u64 x, __u64 y)
{
	return (x ^ (y << 7)) + (x >> 3) * 0x9e3779b97f4a7c15ULL;
}

static __attribute__((noinline, unused)) __u64 fz_sum(__u64 x)
{
	__u64 s = 0;

	for (int i = 0; i < 4; i++)
		s += (x >> (i * 16)) & 0xffff;
	return s;
}

#define FZ_READ(d, s) bpf_probe_read_kernel(d, sizeof(*(d)), s)

#define YIELD(x) bpf_coro_yield(x)

#endif /* __FUZZ_PRELUDE_H */
