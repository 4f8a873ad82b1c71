// Proves: by default (-bpf-coro-inline=auto) start and resume are inlined
// into their callers, so a resume costs no BPF-to-BPF call
// (bench/RESULTS.md): a piece called once whatever its size (inlining adds
// nothing to the loaded code then: libbpf loads no uncalled subprogram),
// one called more often while its size times its calls beyond the first
// stays within -bpf-coro-inline-budget (2048 IR instructions). Destroy
// stays a call. The inlined pieces stay in the object out of line,
// uncalled, with their BTF FUNCs and the start's decl tags naming them,
// each a stub (BPF_CORO_INVALID) tagged coro_inlined: their code is in
// their callers, not compiled a second time; a piece still called keeps
// its body. A
// resume called twice over the budget stays a call (count-twice's, with a
// budget of 0), so does one whose frame is above 256 bytes (the hundred
// values live across one suspension of live-hundred.c, inlined, would need
// more than the 512 bytes of BPF stack), so does a piece that indexes a
// local array with a run-time value (inlined among the caller's locals,
// it can share a stack slot with one, which 6.1's verifier mistracks),
// and so does every piece with -bpf-coro-inline=never.
// RUN: %clang_bpf -S %S/Inputs/count.c -o - | FileCheck %s
// RUN: %clang_bpf -mllvm -bpf-coro-inline-budget=0 -S %S/Inputs/count.c -o - \
// RUN:   | FileCheck %s
// RUN: %clang_bpf -c %S/Inputs/count.c -o %t.o
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF
// RUN: %clang_bpf -S %S/Inputs/count-twice.c -o - \
// RUN:   | FileCheck %s --check-prefix=TWICE
// RUN: %clang_bpf -mllvm -bpf-coro-inline-budget=0 -S %S/Inputs/count-twice.c -o - \
// RUN:   | FileCheck %s --check-prefix=TWICE-BUDGET0
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S %S/Inputs/count.c -o - \
// RUN:   | FileCheck %s --check-prefix=CALLS
// RUN: %clang_bpf -S %S/Inputs/live-hundred.c -o - | FileCheck %s --check-prefix=LARGE
// RUN: %clang_bpf -S %S/Inputs/indexed-local.c -o - | FileCheck %s --check-prefix=INDEXED

// CHECK-LABEL: start:
// CHECK-NOT:     call count
// CHECK-LABEL: resume:
// CHECK-NOT:     call count__coro_resume
// CHECK-LABEL: destroy:
// CHECK:         call count__coro_destroy
// CHECK:       {{^}}count:
// CHECK-NOT:   {{^}}.Lfunc_end
// CHECK:         w0 = -22
// CHECK-NEXT:    exit
// CHECK-NEXT:  .Ltmp
// CHECK-NEXT:  .Ltmp
// CHECK-NEXT:  .Lfunc_end
// CHECK:       {{^}}count__coro_resume:
// CHECK-NOT:   {{^}}.Lfunc_end
// CHECK:         w0 = -22
// CHECK-NEXT:    exit
// CHECK-NEXT:  .Ltmp
// CHECK-NEXT:  .Ltmp
// CHECK-NEXT:  .Lfunc_end

// BTF-DAG: FUNC 'count' type_id={{[0-9]+}} linkage=static
// BTF-DAG: DECL_TAG 'coro_resume:count__coro_resume' type_id=[[START:[0-9]+]]
// BTF-DAG: DECL_TAG 'coro_destroy:count__coro_destroy' type_id=[[START]]
// BTF-DAG: DECL_TAG 'coro_inlined' type_id=[[START]]
// BTF-DAG: [[RESUME:[0-9]+]]] FUNC 'count__coro_resume'
// BTF-DAG: DECL_TAG 'coro_inlined' type_id=[[RESUME]]
// BTF-DAG: FUNC 'count__coro_destroy'

// TWICE-LABEL: start:
// TWICE-NOT:     call count
// TWICE-LABEL: resume:
// TWICE-NOT:     call count__coro_resume
// TWICE-LABEL: resume_again:
// TWICE-NOT:     call count__coro_resume
// TWICE:       .Lfunc_end

// TWICE-BUDGET0-LABEL: start:
// TWICE-BUDGET0-NOT:     call count
// TWICE-BUDGET0-LABEL: resume:
// TWICE-BUDGET0:         call count__coro_resume
// TWICE-BUDGET0-LABEL: resume_again:
// TWICE-BUDGET0:         call count__coro_resume
// TWICE-BUDGET0-LABEL: {{^}}count__coro_resume:
// TWICE-BUDGET0-NOT:   {{^}}.Lfunc_end
// TWICE-BUDGET0:         cmpxchg

// CALLS-LABEL: start:
// CALLS:         call count
// CALLS-LABEL: resume:
// CALLS:         call count__coro_resume

// LARGE-LABEL: drive:
// LARGE:         call hundred__coro_resume
// LARGE:         call hundred

// Only resume indexes `a` (after the suspension); start is inlined.
// INDEXED-LABEL: start:
// INDEXED-NOT:     call pick
// INDEXED-LABEL: resume:
// INDEXED:         call pick__coro_resume
