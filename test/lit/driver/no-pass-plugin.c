// Proves: compiling a file that uses bpfcoro to an object or assembly with
// the clang plugin but without the pass plugin is an error (it compiled, and
// libbpf refused the object: "failed to find BTF for extern
// '__bpf_coro_resume'"); -fsyntax-only and -emit-llvm (IR for opt with the
// pass plugin) need no pass plugin, nor does a file without coroutines.
// RUN: not clang-22 --target=bpf -O2 -g -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not clang-22 --target=bpf -O2 -g -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -S %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
// RUN: clang-22 --target=bpf -O2 -g -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -fsyntax-only %s
// RUN: clang-22 --target=bpf -O2 -g -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -S -emit-llvm %s -o /dev/null
// RUN: clang-22 --target=bpf -O2 -g -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -DNO_CORO -c %s -o /dev/null
// RUN: %clang_bpf -c %s -o /dev/null
#include <bpf_coro.h>

#ifndef NO_CORO
__bpf_coro static int count_to(int n)
// CHECK: no-pass-plugin.c:[[@LINE-1]]:23: error: the bpfcoro pass plugin is not loaded: nothing splits the '__bpf_coro' functions or replaces the bpf_coro_*() markers, and libbpf would refuse the object (failed to find BTF for extern '__bpf_coro_start'); add -fpass-plugin=<build>/lib/BPFCoroPasses.so next to -fplugin
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
