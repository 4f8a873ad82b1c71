// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
// knock() of examples/portknock/portknock.bpf.c as a C++20 coroutine for
// the host (the same loop over the same three-port sequence).
#include "anchor.h"

static const uint16_t knock_seq[] = { 7001, 8002, 9003 };
#define KNOCK_LEN (sizeof(knock_seq) / sizeof(knock_seq[0]))

__attribute__((noinline)) static anchor::gen knock(uint64_t)
{
	for (unsigned i = 0; i < KNOCK_LEN; i++) {
		uint16_t port = co_yield i;

		if (port != knock_seq[i])
			co_return 0;
	}
	co_return 1;
}

ANCHOR_MAIN("knock", knock)
