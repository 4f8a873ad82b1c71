// Proves: a coroutine that is declared and started but never defined in the
// translation unit is an error at its declaration (the pass has nothing to
// split; the start function would be an unresolved symbol).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

__bpf_coro static int later(int n); // expected-warning {{function 'later' has internal linkage but is not defined}} expected-error {{'__bpf_coro' function 'later' is declared but never defined in this file; define it here}}
// CHECK: pass-coro-not-defined.c:[[@LINE-1]]:1: error: '__bpf_coro' function 'later' is declared but never defined in this file; define it here

int use(void *f, long *out) { return bpf_coro_start(f, later(1), out); } // expected-note {{used here}}
