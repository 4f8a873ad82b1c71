// Proves: compiling a file that uses bpfcoro to an object or assembly with
// -disable-llvm-passes (or -disable-llvm-optzns) is an error: the pass
// plugin never runs, and the object compiled and libbpf refused it ("failed
// to find BTF for extern '__bpf_coro_start'"); -emit-llvm with it (the first
// step of compiling through opt, as the lit tests do) is not.
// RUN: not %clang_bpf -Xclang -disable-llvm-passes -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not %clang_bpf -Xclang -disable-llvm-optzns -S %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: %clang_bpf -Xclang -disable-llvm-passes -S -emit-llvm %s -o /dev/null
#include <bpf_coro.h>

__bpf_coro static int count_to(int n)
// CHECK: disable-llvm-passes.c:[[@LINE-1]]:23: error: the bpfcoro pass plugin runs in LLVM's pass pipeline, which -disable-llvm-passes (-disable-llvm-optzns) turns off: nothing would split the '__bpf_coro' functions, and libbpf would refuse the object (failed to find BTF for extern '__bpf_coro_start'); drop the flag, or emit IR with -emit-llvm and compile it with the pass plugin after
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
