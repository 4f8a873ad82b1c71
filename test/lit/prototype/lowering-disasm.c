// The prototype target's pieces, instruction by instruction, for the
// bodies the upstream kernel suite also runs (Inputs/bodies.c includes
// test/kernel/progs/proto_bodies.h): straight-line (straight), loop (loop),
// branch (branch) and three points (multi).
// RUN: %clang_bpf -DPROTO_TARGET_PROTOTYPE -mllvm -bpf-coro-target=prototype -c %S/Inputs/bodies.c -o %t.o
// RUN: llvm-objdump-22 -dr --no-show-raw-insn %t.o | FileCheck %s
// RUN: llvm-objdump-22 -dr --no-show-raw-insn %t.o | FileCheck %s --check-prefix=EXIT
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF

// The continuation: R1 is the frame, the index a doubleword at 16; an index
// of no point frees the frame; from point 1 it saves, sets index 2, writes
// destroy's address (the ld_imm64 relocated to .text at its offset) to
// slot 8 and its own to slot 0, and hands the frame to the kfunc.
// CHECK-LABEL: <straight__coro_resume>:
// CHECK-NEXT:   r2 = r1
// CHECK-NEXT:   r1 = *(u64 *)(r2 + 0x10)
// CHECK-NEXT:   if w1 == 0x2 goto
// CHECK-NEXT:   if w1 != 0x1 goto +{{.*}} <straight__coro_resume+[[BAD:0x[0-9a-f]+]]>
// CHECK:        *(u64 *)(r2 + 0x10) = r1
// CHECK-NEXT:   r1 = 0x[[DESTROY:[0-9a-f]+]] ll
// CHECK-NEXT:     R_BPF_64_64 .text
// CHECK-NEXT:   *(u64 *)(r2 + 0x8) = r1
// CHECK-NEXT:   r1 = 0x0 ll
// CHECK-NEXT:     R_BPF_64_64 .text
// CHECK-NEXT:   *(u64 *)(r2 + 0x0) = r1
// CHECK:        *(u64 *)(r2 + 0x18) = r3
// CHECK:        call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_kfunc_coro_suspend
// CHECK-NEXT:   goto
// The body's return frees the frame; every path returns 0.
// CHECK:        r1 = r2
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_free
// CHECK-NEXT:   w0 = 0x0
// CHECK-NEXT:   exit
// Destroy frees the frame it is given (R1) and returns 0.
// CHECK:      {{0*}}[[DESTROY]] <straight__coro_destroy>:
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_free
// CHECK-NEXT:   w0 = 0x0
// CHECK-NEXT:   exit

// The start: a 32-byte frame (header, index, one saved doubleword),
// checked for NULL before anything touches it.
// CHECK-LABEL: <straight>:
// CHECK:        r1 = 0x20
// CHECK-NEXT:   r2 = 0x0
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_alloc
// CHECK-NEXT:   w1 = -0xc
// CHECK-NEXT:   if r0 != 0x0 goto
// CHECK-NEXT:   w0 = w1
// CHECK-NEXT:   exit
// CHECK-NEXT:   r1 = 0x1
// CHECK-NEXT:   *(u64 *)(r0 + 0x10) = r1
// CHECK-NEXT:   r1 = 0x[[DESTROY]] ll
// CHECK-NEXT:     R_BPF_64_64 .text
// CHECK-NEXT:   *(u64 *)(r0 + 0x8) = r1
// CHECK-NEXT:   r1 = 0x0 ll
// CHECK-NEXT:     R_BPF_64_64 .text
// CHECK-NEXT:   *(u64 *)(r0 + 0x0) = r1
// CHECK-NEXT:   w1 = w6
// CHECK-NEXT:   *(u64 *)(r0 + 0x18) = r1
// CHECK:        r2 = r0
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_kfunc_coro_suspend
// CHECK-NEXT:   w1 = 0x1
// CHECK-NEXT:   goto

// The loop: one point; its continuation re-enters the loop and suspends
// again at index 1 from inside itself.
// CHECK-LABEL: <loop__coro_resume>:
// CHECK:        r1 = *(u64 *)(r2 + 0x10)
// CHECK-NEXT:   if w1 == 0x1 goto
// CHECK:        call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_free
// CHECK:        r3 = 0x1
// CHECK-NEXT:   *(u64 *)(r2 + 0x10) = r3
// CHECK-NEXT:   r3 = {{0x[0-9a-f]+}} ll
// CHECK-NEXT:     R_BPF_64_64 .text
// CHECK-NEXT:   *(u64 *)(r2 + 0x8) = r3
// CHECK-NEXT:   r3 = 0x{{[0-9a-f]+}} ll
// CHECK-NEXT:     R_BPF_64_64 .text
// CHECK-NEXT:   *(u64 *)(r2 + 0x0) = r3
// CHECK:        call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_kfunc_coro_suspend
// CHECK-LABEL: <loop>:
// CHECK:        r1 = 0x30
// CHECK-NEXT:   r2 = 0x0
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_alloc
// CHECK-NEXT:   w1 = -0xc
// CHECK-NEXT:   if r0 == 0x0 goto
// Zero iterations: done in the start, the frame freed.
// CHECK:        r1 = r0
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_free

// The branch: a point on one arm; the other arm frees the frame in the start.
// CHECK-LABEL: <branch>:
// CHECK:        r1 = 0x20
// CHECK-NEXT:   r2 = 0x0
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_alloc
// CHECK:        w2 &= 0x1
// CHECK-NEXT:   if w2 == 0x0 goto
// CHECK:        call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_kfunc_coro_suspend
// CHECK:        call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_free

// Three points: the continuation dispatches on all three, and the local
// array is copied in 4-byte chunks from the doubleword at 40.
// CHECK-LABEL: <multi__coro_resume>:
// CHECK:        r1 = *(u64 *)(r2 + 0x10)
// CHECK-NEXT:   if w1 == 0x3 goto
// CHECK-NEXT:   if w1 == 0x2 goto
// CHECK-NEXT:   if w1 != 0x1 goto
// CHECK:        w4 = *(u32 *)(r2 + 0x28)
// CHECK:        w4 = *(u32 *)(r2 + 0x2c)
// CHECK:        w4 = *(u32 *)(r2 + 0x30)
// CHECK:        r1 = 0x3
// CHECK-NEXT:   *(u64 *)(r2 + 0x10) = r1
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_kfunc_coro_suspend
// CHECK-LABEL: <multi>:
// CHECK:        r1 = 0x38
// CHECK-NEXT:   r2 = 0x0
// CHECK-NEXT:   call -0x1
// CHECK-NEXT:     R_BPF_64_32 bpf_coro_frame_alloc

// Nothing ever writes the frame but whole doublewords at multiples of 8
// and the local's aligned 4-byte chunks, and no other kfunc than these.
// EXIT-NOT: *(u16 *)(r{{[0-9]}} +
// EXIT-NOT: *(u8 *)(r{{[0-9]}} +
// EXIT-NOT: lock

// In BTF, the continuation and destroy take the frame alone; the kfuncs are
// extern FUNCs in .ksyms.
// BTF: STRUCT 'straight__coro_frame' size=32 vlen=4
// BTF: FUNC_PROTO '(anon)' ret_type_id={{[0-9]+}} vlen=1
// BTF-NEXT: 'frame' type_id=
// BTF-NEXT: FUNC 'straight__coro_resume' type_id={{[0-9]+}} linkage=static
// BTF: FUNC 'bpf_kfunc_coro_suspend' type_id={{[0-9]+}} linkage=extern
// BTF: FUNC 'bpf_coro_frame_free' type_id={{[0-9]+}} linkage=extern
// BTF: FUNC 'straight__coro_destroy' type_id={{[0-9]+}} linkage=static
// BTF: FUNC 'straight' type_id={{[0-9]+}} linkage=static
// BTF-NEXT: DECL_TAG 'coro_frame:straight__coro_frame'
// BTF-NEXT: DECL_TAG 'coro_resume:straight__coro_resume'
// BTF-NEXT: DECL_TAG 'coro_destroy:straight__coro_destroy'
// BTF: FUNC 'bpf_coro_frame_alloc' type_id={{[0-9]+}} linkage=extern
// BTF: DATASEC '.ksyms' size=0 vlen=3
