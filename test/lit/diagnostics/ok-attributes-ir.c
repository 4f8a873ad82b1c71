// Proves: a coroutine reaches IR annotated "bpf_coro", noinline, with the three BTF decl tags on its DISubprogram, and nothing else is marked.
// RUN: %clang_verify %s
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o - | FileCheck %s
#include <bpf_coro.h>
// expected-no-diagnostics

// CHECK: @[[STR:[.a-z0-9]+]] = private unnamed_addr constant [9 x i8] c"bpf_coro\00", section "llvm.metadata"
// CHECK: @llvm.global.annotations = appending global [2 x {{.*}}] [{{.*}} { ptr @count_to, ptr @[[STR]], ptr @{{.*}}, i32 [[@LINE+2]], ptr null }, {{.*}} { ptr @tail_marked, ptr @[[STR]], {{.*}} }], section "llvm.metadata"

__bpf_coro static int count_to(int n)
{
	for (int i = 0; i < n; i++)
		bpf_coro_yield(i);
	return n;
}

static int __bpf_coro tail_marked(int n) { return bpf_coro_yield(n); }

static int helper(int n) { return n + 1; }

static char frame[64];

int prog(void)
{
	long v;

	return helper(bpf_coro_start(frame, count_to(3), &v)) +
	       bpf_coro_start(frame, tail_marked(1), &v);
}

// CHECK-DAG: define internal i32 @count_to(i32 noundef %{{.*}}) [[CORO_ATTRS:#[0-9]+]] !dbg [[COUNT_TO:![0-9]+]]
// CHECK-DAG: define internal i32 @helper(i32 noundef %{{.*}}) [[HELPER_ATTRS:#[0-9]+]]
// CHECK-DAG: attributes [[CORO_ATTRS]] = { noinline nounwind
// CHECK-DAG: attributes [[HELPER_ATTRS]] = { nounwind "
// CHECK: [[COUNT_TO]] = distinct !DISubprogram(name: "count_to", {{.*}}annotations: [[TAGS:![0-9]+]]
// CHECK: [[TAGS]] = !{[[FRAME:![0-9]+]], [[RESUME:![0-9]+]], [[DESTROY:![0-9]+]], [[ABI:![0-9]+]]}
// CHECK: [[FRAME]] = !{!"btf_decl_tag", !"coro_frame:count_to__coro_frame"}
// CHECK: [[RESUME]] = !{!"btf_decl_tag", !"coro_resume:count_to__coro_resume"}
// CHECK: [[DESTROY]] = !{!"btf_decl_tag", !"coro_destroy:count_to__coro_destroy"}
// CHECK: [[ABI]] = !{!"btf_decl_tag", !"coro_abi:3"}
