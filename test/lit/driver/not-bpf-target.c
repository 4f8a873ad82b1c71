// Proves: compiling a file that uses bpfcoro to code for a target other than
// BPF (an object or assembly) is one error naming the target, not a crash of
// that target's back end on the split's BPF intrinsics ("Do not know how to
// promote this operator!" on x86-64); -fsyntax-only and a file without
// coroutines are not errors.
// RUN: not clang-22 --target=x86_64-linux-gnu -O2 -g -fplugin=%clang_plugin -fpass-plugin=%pass_plugin -c %s -o /dev/null 2>&1 | FileCheck %s -DTRIPLE=x86_64-unknown-linux-gnu --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
// RUN: not clang-22 --target=aarch64-linux-gnu -O2 -g -fplugin=%clang_plugin -fpass-plugin=%pass_plugin -S %s -o /dev/null 2>&1 | FileCheck %s -DTRIPLE=aarch64-unknown-linux-gnu --implicit-check-not=error:
// RUN: clang-22 --target=x86_64-linux-gnu -O2 -g -fplugin=%clang_plugin -fpass-plugin=%pass_plugin -fsyntax-only %s
// RUN: clang-22 --target=x86_64-linux-gnu -O2 -g -fplugin=%clang_plugin -fpass-plugin=%pass_plugin -DNO_CORO -c %s -o /dev/null
// bpf_coro.h hides its BPF part from other targets; the attribute and the
// markers, spelled out, still reach the plugins.
extern long __bpf_coro_yield(long value);
extern int __bpf_coro_start(void *frame, long *out, ...);

#ifndef NO_CORO
__attribute__((bpf_coro)) static int count_to(int n)
// CHECK: not-bpf-target.c:[[@LINE-1]]:38: error: bpfcoro compiles '__bpf_coro' functions for BPF only, and this file is compiled for [[TRIPLE]]: the split emits BPF compare intrinsics and frames for BPF maps; compile with --target=bpf
{
	return (int)__bpf_coro_yield(n);
}

char frame[256];

int prog(void)
{
	long v;

	return __bpf_coro_start(frame, &v, count_to(3));
}
#else
int prog(int *p) { return *p + 1; }
#endif
