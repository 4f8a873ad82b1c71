// Proves: a loop counter whose loop simplification left two edges back (a
// `continue` and the body's end each with its own `++i0 < 3`; a dead
// `break` makes it so) is range-checked after a resume like any other:
// the split gives every loop one latch before it asks ScalarEvolution for
// ranges, which sees no recurrence in a phi of two back edges. Unchecked,
// the reloaded i0 reached the `continue` way around unbounded below, and
// the verifier counted up from INT_MIN (extended fuzz seed 8285,
// test/corpus/run/loop-two-latches-counter-reloaded.c).
// RUN: %clang_bpf -c %s -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

// CHECK-LABEL: <co__coro_resume>:
// CHECK:         w[[I:[0-9]]] = *(u32 *)(r{{[0-9]}} + 0x14)
// CHECK:         if w[[I]] > 0x2 goto
struct rec {
	__u16 x;
	__u64 y;
	__u8 z[4];
};

static const struct rec tab[1] = { { 0x1234, 0x0123456789abcdefULL, { 1, 2, 3, 4 } } };

__bpf_coro static long co(long a, long b)
{
	__u8 v0 = (__u8)a;
	struct rec s0 = { (__u16)b, (__u64)b, { 207, 7, 69, 1 } };

	s0.y = (__u8)b;
	{
		int i0 = 0;

		do {
			bpf_probe_read_kernel(&s0, sizeof(s0), &tab[0]);
			if (v0 == 167)
				continue;
			if ((bpf_coro_yield(a) & 2) == 0) {
				s0.y = bpf_coro_yield(i0);
				if (((174 <= v0) & 7) >= 2)
					break;
			}
		} while (++i0 < 3);
	}
	return (long)(s0.y ^ s0.x ^ v0 ^ b);
}

int start(void *f, long *out, long a, long b) { return bpf_coro_start(f, co(a, b), out); }
