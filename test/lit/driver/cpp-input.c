// Proves: C++ (and Objective-C) input is one error, at the first coroutine,
// that says bpfcoro supports C only, and nothing else (it gave errors about mangled names, such as
// '_ZL8count_toi', with suggestions to write them).
// RUN: not %clang_bpf -x c++ -c %s -o /dev/null 2>&1 | FileCheck %s -DLANG=C++ --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error: --implicit-check-not=_Z
// RUN: not %clang_bpf -x objective-c -fsyntax-only %s 2>&1 | FileCheck %s -DLANG=Objective-C --implicit-check-not=error:
// RUN: not %clang_bpf -x c++ -DMISUSE -fsyntax-only %s 2>&1 | FileCheck %s -DLANG=C++ --implicit-check-not=error:
// RUN: %clang_bpf -c %s -o /dev/null
// CHECK: cpp-input.c:11:{{[0-9]+}}: error: bpfcoro supports C only, and this file is compiled as [[LANG]]; compile it as C (a .c file, or -x c)
#include <bpf_coro.h>

__bpf_coro static int count_to(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

#ifdef MISUSE
/* In C these are errors of their own; in C++ only the one above is said. */
__bpf_coro static void tick(int n) { bpf_coro_yield(n); }
__bpf_coro static int not_a_function;
#endif

int prog(void *f)
{
	long v;

	if (bpf_coro_suspended(f))
		return bpf_coro_resume(count_to, f, 1, &v);
	return bpf_coro_start(f, count_to(3), &v);
}
