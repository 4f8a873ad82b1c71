// Proves: with the clang plugin loaded, bpf_coro.h preprocesses (-E, -M,
// -MM, -MD, -save-temps, and so ccache's preprocessor mode): the plugin's
// '#pragma bpfcoro plugin' handler defines __BPF_CORO_PLUGIN__ where its AST
// action, which predefines it, does not run. The -E output compiled with the
// plugins gives the same working object (the frame in BTF, the split
// functions); without the plugin the header still stops, naming both flags,
// and says nothing of the pragma, even under -Wall -Werror.
// RUN: rm -rf %t && mkdir -p %t
// RUN: clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -E %s -o %t/pp.i
// RUN: %clang_bpf -c %t/pp.i -o %t/pp.o
// RUN: %bpftool btf dump file %t/pp.o | FileCheck %s --check-prefix=BTF
// RUN: clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -M %s | FileCheck %s --check-prefix=DEPS
// RUN: clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=%clang_plugin -I%bpfcoro_runtime -I%multiarch_include -MM %s | FileCheck %s --check-prefix=DEPS
// RUN: %clang_bpf -MD -MF %t/x.d -c %s -o %t/x.o
// RUN: FileCheck %s --check-prefix=DEPS < %t/x.d
// RUN: cd %t && %clang_bpf -save-temps=obj -c %s -o %t/st.o
// RUN: %bpftool btf dump file %t/st.o | FileCheck %s --check-prefix=BTF
// RUN: not clang-22 --target=bpf -Wall -Werror -I%bpfcoro_runtime -I%multiarch_include -E %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOPLUGIN --implicit-check-not=pragma
// RUN: not clang-22 --target=bpf -Wall -Werror -I%bpfcoro_runtime -I%multiarch_include -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN --implicit-check-not=pragma
// BTF-DAG: FUNC 'count_to__coro_resume'
// BTF-DAG: STRUCT 'count_to__coro_frame'
// DEPS: bpf_coro.h
// NOPLUGIN: bpf_coro.h:{{[0-9]+}}:2: error: "bpf_coro.h needs the bpfcoro clang plugin: add -fplugin=<build>/clang-plugin/BPFCoroClang.so and -fpass-plugin=<build>/lib/BPFCoroPasses.so"
#include <bpf_coro.h>

/*
 * long, not int: clang-22's BPF assembler rejects the `r1 = w1` its own
 * asm printer writes for widening a 32-bit value, so -save-temps (which
 * assembles the printed .s) fails on any such code, with or without bpfcoro.
 */
__bpf_coro static long count_to(long n)
{
	for (long i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

struct {
	int (*type)[2];
	BPF_CORO_FRAME(count_to) *value;
	int (*max_entries)[1];
} frames __attribute__((section(".maps")));

int prog(void *f)
{
	long v;

	if (bpf_coro_suspended(f))
		return bpf_coro_resume(count_to, f, 1, &v);
	return bpf_coro_start(f, count_to(3), &v);
}
