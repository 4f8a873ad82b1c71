// Proves: the plugin predefines __BPF_CORO_PLUGIN__ as 1, so bpf_coro.h compiles.
// RUN: %clang_verify %s
// RUN: %clang_bpf -fsyntax-only -Werror %s
// RUN: not clang-22 --target=bpf -fsyntax-only -I%bpfcoro_runtime %s 2>&1 | FileCheck %s --check-prefix=NOPLUGIN
// NOPLUGIN: bpf_coro.h:{{[0-9]+}}:2: error: "bpf_coro.h needs the bpfcoro clang plugin
// expected-no-diagnostics

#if !defined(__BPF_CORO_PLUGIN__) || __BPF_CORO_PLUGIN__ != 1
#error "__BPF_CORO_PLUGIN__ is not 1"
#endif

#include <bpf_coro.h>
