// Proves: the pass itself refuses a coroutine compiled for a BPF CPU without
// alu32 (the clang plugin says so first, test/lit/driver/mcpu.c; this is the
// backstop for IR reaching the pass another way), rather than letting the
// backend crash on the frame's 32-bit atomics, and with +alu32 too, which
// the backend compiles without 32-bit jumps into state tests that never
// match; and one compiled for another target (x86-64's back end crashed on
// the split's BPF intrinsics; test/lit/driver/not-bpf-target.c).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: sed 's/"target-cpu"="v3"/"target-cpu"="v2"/' %t.ll > %t.v2.ll
// RUN: not %opt_coro -passes=bpf-coro-split -disable-output %t.v2.ll 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
// RUN: sed 's/"target-cpu"="v3"/"target-cpu"="v2" "target-features"="+alu32"/' %t.ll > %t.alu32.ll
// RUN: not %opt_coro -passes=bpf-coro-split -disable-output %t.alu32.ll 2>&1 | FileCheck %s --check-prefix=ALU32 --implicit-check-not="PLEASE submit a bug report"
// RUN: sed 's/^target triple = .*/target triple = "x86_64-unknown-linux-gnu"/' %t.ll > %t.x86.ll
// RUN: not %opt_coro -passes=bpf-coro-split -disable-output %t.x86.ll 2>&1 | FileCheck %s --check-prefix=X86 --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

// CHECK: error: {{.*}}backstop-mcpu.c:[[@LINE+3]]:0: in function count i32 (i32): '__bpf_coro' function 'count' needs -mcpu=v3 or later, not -mcpu=v2: starting and resuming it claim the frame with 32-bit atomic instructions, which BPF has only with alu32; build with -mcpu=v3
// X86: error: {{.*}}backstop-mcpu.c:[[@LINE+2]]:0: in function count i32 (i32): '__bpf_coro' function 'count' is compiled for x86_64-unknown-linux-gnu; bpfcoro splits coroutines for BPF only: compile with --target=bpf
// ALU32: error: {{.*}}backstop-mcpu.c:[[@LINE+1]]:0: in function count i32 (i32): '__bpf_coro' function 'count' needs -mcpu=v3 or later, not -mcpu=v2 with +alu32: without 32-bit jumps the BPF back end compares the frame's 32-bit state with its tags wrongly (constants above 0x7fffffff sign-extended); build with -mcpu=v3
__bpf_coro static int count(int n)
{
	for (int i = 0; i < n && i < 8; i++)
		bpf_coro_yield(i);
	return n;
}

int use(void *f, long *out) { return bpf_coro_start(f, count(3), out); }
