// -Rpass-analysis=bpf-coro-split reports each frame against its live-set
// bound (header + bytes live at the worst point, rounded to 8); for every
// layout test here the two are equal.
// RUN: %clang_bpf -Rpass-analysis=bpf-coro-split -c %S/loop.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=LOOP
// RUN: %clang_bpf -Rpass-analysis=bpf-coro-split -c %S/two-points.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=TWO
// RUN: %clang_bpf -Rpass-analysis=bpf-coro-split -c %S/address-taken.c -o /dev/null 2>&1 | FileCheck %s --check-prefix=ADDR

// LOOP: loop.c:8:1: remark: frame of 'sum': 32 bytes, live-set bound 32 bytes, 1 suspension point, largest at line 11
// TWO: two-points.c:11:1: remark: frame of 'two': 40 bytes, live-set bound 40 bytes, 2 suspension points, largest at line 13
// ADDR: address-taken.c:12:1: remark: frame of 'addr': 40 bytes, live-set bound 40 bytes, 1 suspension point, largest at line 17
