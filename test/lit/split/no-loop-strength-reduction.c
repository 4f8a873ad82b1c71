// Proves: a file with a coroutine is compiled without the code generator's
// loop strength reduction, which rewrites loop counters into countdowns the
// verifier cannot bound after a resume's range rechecks
// (test/corpus/run/loop-counter-strength-reduced.c); every function of the
// file, as the option is the code generator's: sum() keeps its index
// instead of stepping a pointer. -mllvm -disable-lsr=false on the command
// line wins, and a file without coroutines keeps LSR.
// RUN: %clang_bpf -S %s -o - | FileCheck %s --check-prefix=NOLSR
// RUN: %clang_bpf -mllvm -disable-lsr=false -S %s -o - \
// RUN:   | FileCheck %s --check-prefix=LSR
// RUN: %clang_bpf -DNO_COROUTINE -S %s -o - | FileCheck %s --check-prefix=LSR
#include "bpf_coro.h"

#ifndef NO_COROUTINE
__bpf_coro static int co(int n)
{
	return bpf_coro_yield(n);
}

int start(void *f, long *out) { return bpf_coro_start(f, co(3), out); }
#endif

int sum(const int *p, unsigned int n)
{
	int s = 0;

	for (unsigned int i = 0; i < n; i++)
		s += p[i] * (int)i;
	return s;
}

// NOLSR-LABEL: sum:
// NOLSR:         <<= 2
// NOLSR-NOT:     += 4
// NOLSR:       .Lfunc_end

// LSR-LABEL: sum:
// LSR-NOT:     <<= 2
// LSR:         r1 += 4
// LSR:       .Lfunc_end
