// Proves: resume and destroy are emitted, each with its BTF FUNC, even in a
// file that only ever starts the coroutine, so the decl tags on the start
// function never name a FUNC the object lacks; where start is inlined into
// its caller (by default here, and always under -bpf-coro-inline) the
// start function keeps its FUNC and tags too.
// RUN: %clang_bpf -c %s -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -c %s -o %t.calls.o
// RUN: %bpftool btf dump file %t.calls.o | FileCheck %s
// RUN: %clang_bpf -mllvm -bpf-coro-inline -c %s -o %t.inline.o
// RUN: %bpftool btf dump file %t.inline.o | FileCheck %s
#include <bpf_coro.h>

__bpf_coro static int once(int n)
{
	bpf_coro_yield(n);
	return 1;
}

int start_only(void *f, long *out) { return bpf_coro_start(f, once(1), out); }

// CHECK-DAG: FUNC 'once' type_id={{[0-9]+}} linkage=static
// CHECK-DAG: DECL_TAG 'coro_resume:once__coro_resume' type_id=[[START_FN:[0-9]+]]
// CHECK-DAG: DECL_TAG 'coro_destroy:once__coro_destroy' type_id=[[START_FN]]
// CHECK-DAG: FUNC 'once__coro_resume'
// CHECK-DAG: FUNC 'once__coro_destroy'
