// Proves: '#pragma bpfcoro' with anything but 'plugin' is an error (the
// plugin owns the pragma namespace; bpf_coro.h issues only '#pragma bpfcoro
// plugin'), in a compile and with -E alike; 'plugin' itself defines
// __BPF_CORO_PLUGIN__ when it is not defined yet and is silent otherwise.
// RUN: %clang_verify %s
// RUN: not clang-22 --target=bpf -fplugin=%clang_plugin -E %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not=error:
#pragma bpfcoro // expected-error {{unknown '#pragma bpfcoro'; bpf_coro.h issues only '#pragma bpfcoro plugin'}}
// CHECK: pragma-unknown.c:[[@LINE-1]]:9: error: unknown '#pragma bpfcoro'; bpf_coro.h issues only '#pragma bpfcoro plugin'
#pragma bpfcoro frame // expected-error {{unknown '#pragma bpfcoro frame'; bpf_coro.h issues only '#pragma bpfcoro plugin'}}
// CHECK: pragma-unknown.c:[[@LINE-1]]:17: error: unknown '#pragma bpfcoro frame'; bpf_coro.h issues only '#pragma bpfcoro plugin'
#pragma bpfcoro plugin
#if __BPF_CORO_PLUGIN__ != 1
#error "__BPF_CORO_PLUGIN__ is not 1"
#endif
int x;
