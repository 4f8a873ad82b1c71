// Proves: a continuation the kernel runs (timer, work item, task work)
// writes the run's status to __coro_status before it publishes the frame's
// index, as it writes out: once published, the frame may be another CPU's
// (a program's resume of the yield after a sleep, the next continuation),
// and a status written after the publish could land on that run's (before:
// `atomicrmw xchg` then `store i32 <status>` on every way out of the body,
// the CORRUPT one included). The programs are the await tests' own.
// RUN: %clang_bpf -S -emit-llvm %S/await-sleep.c -o - | FileCheck %s --check-prefix=SLEEP
// RUN: %clang_bpf -S -emit-llvm %S/await-defer.c -o - | FileCheck %s --check-prefix=DEFER
// RUN: %clang_bpf -S -emit-llvm %S/await-user-return.c -o - | FileCheck %s --check-prefix=USER

// The sleep's run returns (status 0 after the return's DONE, -2), or finds
// its saved values out of range (CORRUPT, -117, its index published back).
// SLEEP-LABEL: define internal {{.*}} @tick__coro_timer_cont(
// SLEEP:       store i32 0, ptr %{{[0-9]+}}, align
// SLEEP-NEXT:  atomicrmw xchg ptr %{{[0-9]+}}, i32 -2 seq_cst
// SLEEP-NEXT:  br label
// SLEEP:       store i32 -117, ptr %{{[0-9]+}}, align
// SLEEP-NEXT:  atomicrmw xchg ptr %{{[0-9]+}}, i32 1157828610 seq_cst
// SLEEP-NEXT:  br label

// The defer's run suspends at the yield after it (SUSPENDED, 1).
// DEFER-LABEL: define internal {{.*}} @work__coro_wq_cont(
// DEFER:       store i32 1, ptr %{{[0-9]+}}, align
// DEFER-NEXT:  atomicrmw xchg ptr %{{[0-9]+}}, i32 84140035 seq_cst
// DEFER-NEXT:  br label
// DEFER:       store i32 -117, ptr %{{[0-9]+}}, align
// DEFER-NEXT:  atomicrmw xchg ptr %{{[0-9]+}}, i32 84140034 seq_cst
// DEFER-NEXT:  br label

// The user return's ways, merged by the optimiser: one store, one publish.
// USER-LABEL: define internal {{.*}} @work__coro_tw_cont(
// USER:       store i32 %{{[0-9]+}}, ptr %{{[0-9]+}}, align
// USER-NEXT:  atomicrmw xchg ptr %{{[0-9]+}}, i32 %{{[0-9]+}} seq_cst
// USER-NEXT:  br label
