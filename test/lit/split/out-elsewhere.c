// Proves: an `out` that is not a local of the caller (here a field of the
// program's context, which the verifier does not let a subprogram write
// through once offset) is not passed to start/resume: they write a local
// slot, copied to *out after the call only with DONE or SUSPENDED. An
// `out` that is a local is passed as it is. (Kept calls, to see what is
// passed: by default these small pieces would be inlined.)
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
#include <bpf_coro.h>

struct ctx { long in, out; int status; };

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

// CHECK-LABEL: define {{.*}}@into_ctx(
// CHECK:         %[[SLOT:.*]] = alloca i64
// CHECK:         %[[ST:.*]] = {{.*}}call {{.*}}@sum__coro_resume(ptr {{.*}}, i64 {{.*}}, ptr {{.*}}%[[SLOT]])
// CHECK:         icmp ult i32 %[[ST]], 2
// CHECK:         %[[V:.*]] = load i64, ptr %[[SLOT]]
// CHECK:         store i64 %[[V]], ptr %{{.*}}
int into_ctx(struct ctx *c, void *f)
{
	c->status = bpf_coro_resume(sum, f, c->in, &c->out);
	return 0;
}

// CHECK-LABEL: define {{.*}}@into_local(
// CHECK:         %[[OUT:.*]] = alloca i64
// CHECK:         call {{.*}}@sum__coro_resume(ptr {{.*}}, i64 {{.*}}, ptr {{.*}}%[[OUT]])
// CHECK-NOT:     icmp ult i32 {{.*}}, 2
// CHECK:         ret
long into_local(void *f)
{
	long out = 0;

	bpf_coro_resume(sum, f, 1, &out);
	return out;
}

int go(void *f, long *out) { return bpf_coro_start(f, sum(3), out); }
