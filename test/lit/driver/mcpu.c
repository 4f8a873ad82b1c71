// Proves: a file with a coroutine compiled for a CPU without ALU32 (-mcpu=v1,
// v2, generic) is one error naming the flag, not a crash of the BPF backend
// ("Cannot select: AtomicCmpSwap": the split claims frames with 32-bit
// cmpxchg); so is one with ALU32 switched on by hand, whose compares of the
// frame's 32-bit state with its tags LLVM gets wrong without JMP32 (every
// resume reported a corrupt frame); v3, v4 and clang's default (v3)
// compile, and so does v1 for a file that does not use bpfcoro.
// RUN: not %clang_bpf -mcpu=v1 -c %s -o /dev/null 2>&1 | FileCheck %s -DCPU=v1 --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not %clang_bpf -mcpu=v2 -c %s -o /dev/null 2>&1 | FileCheck %s -DCPU=v2 --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not %clang_bpf -mcpu=generic -c %s -o /dev/null 2>&1 | FileCheck %s -DCPU=generic --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not %clang_bpf -mcpu=v2 -fsyntax-only %s 2>&1 | FileCheck %s -DCPU=v2 --implicit-check-not=error:
// RUN: %clang_bpf -mcpu=v4 -c %s -o /dev/null
// RUN: clang-22 --target=bpf -O2 -g -fplugin=%clang_plugin -fpass-plugin=%pass_plugin -I%bpfcoro_runtime -I%multiarch_include -c %s -o /dev/null
// RUN: not %clang_bpf -mcpu=v2 -Xclang -target-feature -Xclang +alu32 -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=ALU32 --implicit-check-not=error:
// RUN: %clang_bpf -mcpu=v1 -DNO_CORO -c %s -o /dev/null
#include <bpf_coro.h>

#ifndef NO_CORO
__bpf_coro static int count_to(int n)
// CHECK: mcpu.c:[[@LINE-1]]:23: error: bpfcoro needs -mcpu=v3 or later, and this file is compiled with -mcpu=[[CPU]]: the split claims a frame with 32-bit atomic compare-and-exchange, which BPF has only with ALU32; compile with -mcpu=v3 (v4 works too)
// ALU32: mcpu.c:[[@LINE-2]]:23: error: bpfcoro needs -mcpu=v3 or later, and this file is compiled with -mcpu=v2, and +alu32 alone gives no 32-bit jumps: the BPF back end then compares a 32-bit value zero-extended with a constant sign-extended, and every test of a frame's state against a constant above 0x7fffffff fails (resumes report corrupt frames); compile with -mcpu=v3 (v4 works too)
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
int prog(int *p) { return *p + 1; }
#endif
