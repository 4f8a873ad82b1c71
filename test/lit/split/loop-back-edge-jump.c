// Proves: a loop whose latch the block placement puts right before its
// header, so that it would fall through into it, ends in an explicit jump
// to the header instead (`goto +0x0`, BPFCoroLoopJumps). Kernels before 6.7
// accept a back-edge only from a jump: without it 6.1 rejected this
// coroutine with "back-edge from insn 23 to 24" (the latch's `w4 += 0x1`
// falling into the header). Code outside the coroutine pieces is left as it
// was (`plain` keeps its fall-through). Compiled with loop strength
// reduction (which bpfcoro turns off unless asked, as here): it is what
// gives this loop that placement.
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -mllvm -disable-lsr=false -c %s -o %t.o
// RUN: llvm-objdump -d --no-show-raw-insn --disassemble-symbols=ne_exit %t.o | FileCheck %s
// RUN: llvm-objdump -d --no-show-raw-insn --disassemble-symbols=plain %t.o | FileCheck %s --check-prefix=PLAIN
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

// CHECK-LABEL: <ne_exit>:
// CHECK:         w{{[0-9]}} += 0x1
// CHECK-NEXT:    goto +0x0
__bpf_coro static int ne_exit(int x)
{
	long s = 0;

	for (int i = 45; i != 49; i++) {
		switch ((i ^ x) & 7) {
		case 0:
			s += bpf_coro_yield(i);
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}

int start(void *f, long *out, int x) { return bpf_coro_start(f, ne_exit(x), out); }

// PLAIN-LABEL: <plain>:
// PLAIN-NOT:     goto +0x0
// PLAIN:         exit
__attribute__((noinline)) int plain(int x)
{
	long s = 0;

	for (int i = 45; i != 49; i++) {
		switch ((i ^ x) & 7) {
		case 0:
			s += i;
		case 1:
			if (x == -i)
				goto out;
		}
	}
out:
	return s;
}
