// Proves: a sleep the timer continuation reaches again (a sleep in a loop)
// only starts the timer there, without bpf_timer_init (169) and
// bpf_timer_set_callback (170): the timer that runs the continuation is set
// up with it as its callback already. The program's start and resume still
// set it up. 6.1's verifier checks the callback again at every
// set_callback and, with the callback's own set_callback, found its states
// from the first check equal to the ones it was in: mapscan_sleep, a loop
// of bpf_loop() batches with a sleep between them, was refused with
// "infinite loop detected" in the bpf_loop() callback (so was the same
// shape written as plain C).
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(ticks));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int ticks(int n)
{
	int s = 0;

	for (int i = 0; i < 8; i++)
		s += bpf_coro_sleep(&frames, 1000 * (i + 1));
	return s + n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 k = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);

	return f ? bpf_coro_start(f, ticks(3), NULL) : 0;
}

// CHECK-LABEL: define internal {{.*}}i32 @ticks__coro_timer_cont(
// CHECK-NOT:     inttoptr (i64 169 to ptr)
// CHECK-NOT:     inttoptr (i64 170 to ptr)
// CHECK:         inttoptr (i64 171 to ptr)
// CHECK-NOT:     inttoptr (i64 169 to ptr)
// CHECK-NOT:     inttoptr (i64 170 to ptr)
// CHECK-LABEL: define internal {{.*}}i32 @ticks(
// CHECK:         inttoptr (i64 169 to ptr)
// CHECK:         inttoptr (i64 170 to ptr)({{.*}}@ticks__coro_timer_cont)
// CHECK:         inttoptr (i64 171 to ptr)
// CHECK-LABEL: define internal {{.*}}i32 @ticks__coro_resume(
// CHECK:         inttoptr (i64 169 to ptr)
// CHECK:         inttoptr (i64 170 to ptr)({{.*}}@ticks__coro_timer_cont)
