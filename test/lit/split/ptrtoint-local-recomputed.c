// Proves: the address of a local taken as a number and live across a
// suspension (`cur - buf`, for which LLVM keeps `(long)buf`) is taken again
// after a resume, like the pointer it comes from, instead of saved: the
// local is back on the stack of another run, which may have it at another
// address, and the number saved was the old one (an adversarial round's
// random program; the verifier refused subtracting it from a pointer).
// RUN: %clang_bpf -S -emit-llvm -Xclang -disable-llvm-passes %s -o %t.ll
// RUN: %opt_coro -passes=bpf-coro-split -S %t.ll | FileCheck %s

// At the second point: only the cursor's units come back from the frame.
// CHECK-LABEL: define internal i32 @co__coro_resume(
// CHECK:       coro.resume.2:
// CHECK:         %{{.*}}.off.reload = load i64
// CHECK-NOT:     load i64, {{.*}}!bpfcoro.reload
// CHECK:         %{{.*}}.remat{{[0-9]*}} = ptrtoint ptr %{{[0-9]+}} to i64

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long co(__u32 b)
{
	__u8 buf[17] = {};
	__u8 *cur = buf + 1 + (b & 7);

	bpf_coro_yield(0);
	cur = buf + 1 + ((cur - buf + 3) & 15);
	for (int k = 3; k > 0; k--) {
		*cur ^= (__u8)bpf_coro_yield(*cur);
		cur = buf + 1 + ((cur - buf + 5) & 15);
	}
	return (long)(cur - buf) + buf[3];
}

int use(void *f, long *out, __u32 b)
{
	return bpf_coro_start(f, co(b), out);
}
