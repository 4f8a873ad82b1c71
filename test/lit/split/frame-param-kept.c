// Proves: the interprocedural passes specialise a piece for its callers
// (a constant argument folded in, a status nobody reads not returned) but
// never for its frame. Here every call passes the same global buffer: the
// frame still reaches each piece as its first parameter, as the BTF
// FUNC_PROTO and docs/ABI.md say, and bpfcoro-check's model of the pieces
// (the frame in R1) holds. Before BPFCoroPinFrames, IPSCCP made @area a
// constant in the bodies and dead argument elimination dropped the
// parameter, so start's first parameter was `out`.
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: %opt_coro -bpf-coro-inline=never -passes=bpf-coro-split,bpf-coro-pin-frames -S %t.ll \
// RUN:   | FileCheck %s --check-prefix=PIN
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
// Under -bpf-coro-inline the pieces are kept from the split on and inlined:
// no barrier, which would stay in the inlined copies.
// RUN: %clang_bpf -mllvm -bpf-coro-inline -S -emit-llvm %s -o - \
// RUN:   | FileCheck %s --check-prefix=INLINE
// INLINE-NOT: passthrough
// INLINE: define {{.*}} @start(
// INLINE-NOT: passthrough
#include <bpf_coro.h>

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

char area[512];
long out;

void start(void) { bpf_coro_start(area, sum(3), &out); }
void resume(void) { bpf_coro_resume(sum, area, 1, &out); }
void destroy(void) { bpf_coro_destroy(sum, area); }

// The pin: each direct call's frame through a passthrough with the pass's
// own sequence number ("bpfc").
// PIN-LABEL: define {{.*}} @start(
// PIN:         %[[P1:.*]] = call ptr @llvm.bpf.passthrough.p0.p0(i32 1651533411, ptr @area)
// PIN:         call i32 @sum(ptr %[[P1]],
// PIN-LABEL: define {{.*}} @resume(
// PIN:         %[[P2:.*]] = call ptr @llvm.bpf.passthrough.p0.p0(i32 1651533411, ptr @area)
// PIN:         call i32 @sum__coro_resume(ptr %[[P2]],
// PIN-LABEL: define {{.*}} @destroy(
// PIN:         %[[P3:.*]] = call ptr @llvm.bpf.passthrough.p0.p0(i32 1651533411, ptr @area)
// PIN:         call i32 @sum__coro_destroy(ptr %[[P3]])

// After the whole pipeline: all three kept, the barriers gone, the frame
// the first parameter of each; `n` (always 3) and resume's `in` (always 1)
// folded into the bodies, destroy's unread status no longer returned.
// CHECK: @llvm.compiler.used = {{.*}}@sum, ptr @sum__coro_resume, ptr @sum__coro_destroy]
// CHECK-NOT: passthrough
// CHECK: call {{.*}}i32 @sum(ptr nonnull @area, ptr %{{.*}})
// CHECK: call {{.*}}i32 @sum__coro_resume(ptr nonnull @area, ptr %{{.*}})
// CHECK: call {{.*}}void @sum__coro_destroy(ptr nonnull @area)
// CHECK: define internal {{.*}} i32 @sum(ptr %0, ptr {{.*}}%1) {{.*}}{
// CHECK: define internal {{.*}} i32 @sum__coro_resume(ptr {{(captures\(none\) )?}}%0, ptr {{.*}}%1) {{.*}}{
// CHECK: define internal {{.*}} void @sum__coro_destroy(ptr %0) {{.*}}{
// CHECK-NOT: passthrough
