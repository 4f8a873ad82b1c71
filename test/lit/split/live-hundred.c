// Proves: a hundred values live across one suspension compile (bench/gen.c's
// `live 100` failed in the backend with "BPF stack limit is exceeded":
// saved all at the suspension and reloaded all at the resume's start, each
// held a register or a stack slot in between). The start stores each value
// as soon as it is read, also where the value reaches the suspension
// through a phi whose other edge (the lookup's NULL test, repeated after
// clang's merge of the return) can never get there: that edge stores
// nothing. The resume loads each value right before its use.
// RUN: %clang_bpf -c %S/Inputs/live-hundred.c -o %t.o 2>&1 | FileCheck %s --check-prefix=BUILD --allow-empty
// RUN: llvm-objdump -d %t.o | FileCheck %s --check-prefix=ASM
// RUN: %clang_bpf -S -emit-llvm %S/Inputs/live-hundred.c -o - | grep -v "#dbg" | FileCheck %s

// BUILD-NOT: stack limit is exceeded
// BUILD-NOT: error

// No stack slot beyond the lookup's key, in either piece.
// ASM-LABEL: <hundred>:
// ASM-NOT:   r10 - 0x{{[1-9a-f][0-9a-f]}}
// ASM-LABEL: <hundred__coro_resume>:
// ASM-NOT:   r10 - 0x{{[1-9a-f][0-9a-f]}}
// ASM-LABEL: <hundred__coro_destroy>:

// The start: each value stored right after it is read from the map value.
// CHECK-LABEL: define internal {{.*}} @hundred(
// CHECK:         cmpxchg ptr
// CHECK:         [[V0:%[0-9]+]] = load i32, ptr [[P:%[0-9]+]], align 4
// CHECK-NEXT:    [[A0:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 {{[0-9]+}}
// CHECK-NEXT:    store i32 [[V0]], ptr [[A0]]
// CHECK-NEXT:    [[G1:%[0-9]+]] = getelementptr inbounds nuw i8, ptr [[P]], i64 4
// CHECK-NEXT:    [[V1:%[0-9]+]] = load i32, ptr [[G1]]
// CHECK-NEXT:    [[A1:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 {{[0-9]+}}
// CHECK-NEXT:    store i32 [[V1]], ptr [[A1]]

// The resume: each reload right before the arithmetic that uses it, in a
// block of its own (the blocks fall through: no jump is emitted).
// CHECK-LABEL: define internal {{.*}} @hundred__coro_resume(
// CHECK:         [[R:%[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 8
// CHECK-NEXT:    [[Z:%[0-9]+]] = zext i32 [[R]] to i64
// CHECK-NEXT:    br label
// CHECK:         xor i64 %{{[0-9]+}}, [[Z]]
// CHECK:         [[R2:%[0-9]+]] = load i32, ptr %{{[0-9]+}}, align 4
// CHECK-NEXT:    [[Z2:%[0-9]+]] = zext i32 [[R2]] to i64
// CHECK-NEXT:    xor i64 %{{[0-9]+}}, [[Z2]]
