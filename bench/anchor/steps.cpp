// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
// steps (progs/steps.bpf.c) as a C++20 coroutine for the host.
#include "anchor.h"

__attribute__((noinline)) static anchor::gen steps(uint64_t seed)
{
	uint64_t acc = seed;

	for (;;) {
		acc += co_yield acc;
		acc ^= (co_yield acc) >> 3;
		acc = acc * 5 + (co_yield acc);
	}
}

ANCHOR_MAIN("steps", steps)
