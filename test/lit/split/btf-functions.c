// BTF names the three split functions apart, gives each its real prototype,
// and tags the coroutine with its frame, resume and destroy functions and
// the version of docs/ABI.md, in the kernel's key:value decl-tag style.
// Start and resume, inlined at every call by default, are tagged
// coro_inlined (their own code a stub); out of line they are not.
// RUN: %clang_bpf -c %S/Inputs/count.c -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefixes=CHECK,INLINED
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -c %S/Inputs/count.c -o %t.calls.o
// RUN: %bpftool btf dump file %t.calls.o | FileCheck %s \
// RUN:   --implicit-check-not=coro_inlined

// CHECK:      STRUCT 'count__coro_frame' size=32 vlen=6
// CHECK:      FUNC_PROTO '(anon)' ret_type_id={{[0-9]+}} vlen=3
// CHECK-NEXT: 'frame' type_id=[[FRAMEPTR:[0-9]+]]
// CHECK-NEXT: 'out' type_id={{[0-9]+}}
// CHECK-NEXT: 'n' type_id={{[0-9]+}}
// CHECK-NEXT: [[START:[0-9]+]]] FUNC 'count' type_id={{[0-9]+}} linkage=static
// CHECK-NEXT: DECL_TAG 'coro_frame:count__coro_frame' type_id=[[START]] component_idx=-1
// CHECK-NEXT: DECL_TAG 'coro_resume:count__coro_resume' type_id=[[START]] component_idx=-1
// CHECK-NEXT: DECL_TAG 'coro_destroy:count__coro_destroy' type_id=[[START]] component_idx=-1
// CHECK-NEXT: DECL_TAG 'coro_abi:3' type_id=[[START]] component_idx=-1
// INLINED-NEXT: DECL_TAG 'coro_inlined' type_id=[[START]] component_idx=-1
// CHECK-NEXT: FUNC_PROTO '(anon)' ret_type_id={{[0-9]+}} vlen=3
// CHECK-NEXT: 'frame' type_id=[[FRAMEPTR]]
// CHECK-NEXT: 'in' type_id={{[0-9]+}}
// CHECK-NEXT: 'out' type_id={{[0-9]+}}
// CHECK-NEXT: [[RESUME:[0-9]+]]] FUNC 'count__coro_resume' type_id={{[0-9]+}} linkage=static
// INLINED-NEXT: DECL_TAG 'coro_inlined' type_id=[[RESUME]] component_idx=-1
// CHECK-NEXT: FUNC_PROTO '(anon)' ret_type_id={{[0-9]+}} vlen=1
// CHECK-NEXT: 'frame' type_id=[[FRAMEPTR]]
// CHECK-NEXT: FUNC 'count__coro_destroy' type_id={{[0-9]+}} linkage=static
