// Proves: -gline-tables-only, -gmlt and -gline-directives-only (debug info
// without types, so no BTF for the frame) are one error at the first use of
// bpfcoro, before code generation (clang crashed in CGDebugInfo on the
// calls of the extern markers); a file without coroutines still compiles.
// RUN: not %clang_bpf -gline-tables-only -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LT --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not %clang_bpf -gmlt -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LT --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not %clang_bpf -gline-directives-only -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=LD --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: %clang_bpf -gline-tables-only -DNO_CORO -c %s -o /dev/null
// RUN: %clang_bpf -c %s -o /dev/null
#include <bpf_coro.h>

#ifndef NO_CORO
__bpf_coro static int count_to(int n)
// LT: line-tables-only.c:[[@LINE-1]]:23: error: bpfcoro needs full debug info, and -gline-tables-only (-gmlt) gives line tables only: the frame type reaches libbpf only through BTF, which clang builds from full debug info; compile with -g
// LD: line-tables-only.c:[[@LINE-2]]:23: error: bpfcoro needs full debug info, and -gline-directives-only gives line tables only
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

int prog(void *f)
{
	long v;

	if (bpf_coro_suspended(f))
		return bpf_coro_resume(count_to, f, 1, &v);
	return bpf_coro_start(f, count_to(3), &v);
}
#else
int prog(void *f) { return f != 0; }
#endif
