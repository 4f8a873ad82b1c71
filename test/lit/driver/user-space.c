// Proves: bpf_coro.h compiles in user space (not for BPF: no __bpf__) with
// gcc and clang, without the plugins, strict and warning-free, and gives a
// loader the statuses, the index values, the header and the helpers that
// read a frame copied out of a map; the BPF-only part (the markers, the
// macros that start and resume) stays out.
// RUN: rm -rf %t && mkdir -p %t
// RUN: gcc -std=c11 -Wall -Wextra -Wpedantic -Werror -I%bpfcoro_runtime %s -o %t/gcc && %t/gcc | FileCheck %s
// RUN: clang-22 -std=gnu17 -Wall -Wextra -Werror -I%bpfcoro_runtime %s -o %t/clang && %t/clang | FileCheck %s
// RUN: not gcc -DUSE_BPF_PART -Werror=implicit-function-declaration -I%bpfcoro_runtime -fsyntax-only %s 2>&1 | FileCheck %s --check-prefix=NOBPF
// NOBPF: error: {{.*}}bpf_coro_start
#include <stdio.h>
#include <string.h>
#include <bpf_coro.h>

/* The start of a frame as a loader copies it out of a map. */
static unsigned char frame[64];

static void show(const char *what)
{
	enum bpf_coro_state st = bpf_coro_frame_state(frame);

	printf("%s: index=%#x state=%s\n", what, bpf_coro_frame_index(frame),
	       bpf_coro_state_name(st));
}

static void set_index(unsigned int idx)
{
	memcpy(frame + __builtin_offsetof(struct bpf_coro_header, __coro_index),
	       &idx, sizeof(idx));
}

int main(void)
{
	_Static_assert(sizeof(struct bpf_coro_header) >= 20, "header");
	_Static_assert(BPF_CORO_INDEX_DONE == 0xfffffffeu, "done");
	show("zero");
	// CHECK: zero: index=0 state=NOT_STARTED
	set_index(2);
	show("at point 2");
	// CHECK-NEXT: at point 2: index=0x2 state=SUSPENDED
	set_index(BPF_CORO_INDEX_DONE);
	show("done");
	// CHECK-NEXT: done: index=0xfffffffe state=DONE
	set_index(BPF_CORO_INDEX_RUNNING);
	show("running");
	// CHECK-NEXT: running: index=0xffffffff state=RUNNING
	printf("%s %s %s %s %s %s\n", bpf_coro_status_name(BPF_CORO_DONE),
	       bpf_coro_status_name(BPF_CORO_SUSPENDED),
	       bpf_coro_status_name(BPF_CORO_BUSY),
	       bpf_coro_status_name(BPF_CORO_INVALID),
	       bpf_coro_status_name(BPF_CORO_CORRUPT),
	       bpf_coro_status_name(-1));
	// CHECK-NEXT: DONE SUSPENDED BUSY INVALID CORRUPT ?
	printf("%d %d %d\n", BPF_CORO_BUSY, BPF_CORO_INVALID, BPF_CORO_CORRUPT);
	// CHECK-NEXT: -16 -22 -117
#ifdef USE_BPF_PART
	return bpf_coro_start(frame, 0, 0);
#endif
	return 0;
}
