// Proves: the final result is zero-extended into *out when the coroutine's
// return type is unsigned through a typedef (`__u8`, vmlinux.h's `typedef
// _Bool bool`) or an enum with an unsigned underlying type, and
// sign-extended when it is signed.
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
#include <bpf_coro.h>

typedef unsigned char __u8;
typedef _Bool bool;
typedef signed char s8_t;
enum small : unsigned char { SMALL_MAX = 250 };

// CHECK-LABEL: define internal {{.*}}@ret_u8__coro_resume(
// CHECK:         store i64 200, ptr
__bpf_coro static __u8 ret_u8(void) { bpf_coro_yield(1); return 200; }
// CHECK-LABEL: define internal {{.*}}@ret_bool__coro_resume(
// CHECK:         store i64 1, ptr
__bpf_coro static bool ret_bool(void) { bpf_coro_yield(1); return 1; }
// CHECK-LABEL: define internal {{.*}}@ret_enum__coro_resume(
// CHECK:         store i64 250, ptr
__bpf_coro static enum small ret_enum(void) { bpf_coro_yield(1); return SMALL_MAX; }
// CHECK-LABEL: define internal {{.*}}@ret_s8__coro_resume(
// CHECK:         store i64 -5, ptr
__bpf_coro static s8_t ret_s8(void) { bpf_coro_yield(1); return -5; }

int a(void *f, long *o) { return bpf_coro_start(f, ret_u8(), o) + bpf_coro_resume(ret_u8, f, 0, o); }
int b(void *f, long *o) { return bpf_coro_start(f, ret_bool(), o) + bpf_coro_resume(ret_bool, f, 0, o); }
int c(void *f, long *o) { return bpf_coro_start(f, ret_enum(), o) + bpf_coro_resume(ret_enum, f, 0, o); }
int d(void *f, long *o) { return bpf_coro_start(f, ret_s8(), o) + bpf_coro_resume(ret_s8, f, 0, o); }
