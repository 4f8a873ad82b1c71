// Proves: -mllvm -bpf-coro-acquire-kfunc=NAME:RELEASE names one more
// acquiring kfunc: its NULL-checked result stays in the frame (a doubleword
// store at the await, a load in the continuation) and destroy releases it
// with RELEASE; without the option the same pointer is an error that
// names the option.
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -mllvm -bpf-coro-acquire-kfunc=bpf_widget_get:bpf_widget_put -S -emit-llvm %s -o - | FileCheck %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --check-prefix=NOOPT
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;
struct widget;
extern struct widget *bpf_widget_get(int id) __ksym;
extern void bpf_widget_put(struct widget *w) __ksym;
extern int bpf_widget_poke(struct widget *w) __ksym;

__bpf_coro static int hold(int id)
{
	struct widget *w = bpf_widget_get(id);
	int r;

	if (!w)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	r = bpf_widget_poke(w);
	bpf_widget_put(w);
	return r;
}

int use(void) { return bpf_coro_spawn(hold(1)); }

// CHECK-LABEL: define internal noundef i32 @hold__coro_resume(ptr %0)
// CHECK:         %[[W:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    %[[WP:[0-9]+]] = load ptr, ptr %[[W]], align 8
// CHECK:         tail call i32 @bpf_widget_poke(ptr noundef nonnull %[[WP]])
// CHECK-LABEL: define internal noundef i32 @hold__coro_destroy(ptr %0)
// CHECK:         %[[D:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    %[[DP:[0-9]+]] = load ptr, ptr %[[D]], align 8
// CHECK-NEXT:    tail call void @bpf_widget_put(ptr %[[DP]])
// CHECK:         tail call void @bpf_coro_frame_free(ptr nonnull %0)
// CHECK-LABEL: define internal {{.*}}i32 @hold(i32 %0)
// CHECK:         %[[G:[0-9]+]] = tail call ptr @bpf_widget_get(
// CHECK:         icmp eq ptr %[[G]], null
// CHECK:         store ptr %[[G]], ptr %{{[0-9]+}}, align 8
// CHECK:         tail call i32 @bpf_kfunc_coro_suspend(

// NOOPT: error: pointer 'w' is live across the suspension at line 25 in 'hold', {{.*}}; 'bpf_widget_get' is not a kfunc the compiler knows to acquire a reference (-mllvm -bpf-coro-acquire-kfunc=NAME:RELEASE names more)
