// The prototype target's pointer saves instruction by instruction
// (Inputs/pointers.c): each kept pointer is a doubleword store from its
// register to frame+24 (8-aligned) after its NULL check and before the
// kfunc call, and a doubleword load from frame+24 in the continuation;
// destroy loads the index, releases the task it holds and frees.
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -c %S/Inputs/pointers.c -o %t.o
// RUN: llvm-objdump-22 -dr --no-show-raw-insn %t.o | FileCheck %s
// RUN: %bpftool btf dump file %t.o | FileCheck %s --check-prefix=BTF

// The arena pointer: reloaded whole, then cast to the kernel's view for
// the access, as the backend does for any __arena pointer.
// CHECK-LABEL: <arena_walk__coro_resume>:
// CHECK:         r[[AR:[0-9]]] = *(u64 *)(r1 + 0x18)
// CHECK-NEXT:    r[[AR]] = addr_space_cast(r[[AR]], 0x0, 0x1)
// CHECK-NEXT:    r{{[0-9]}} = *(u64 *)(r[[AR]] + 0x0)
// CHECK-LABEL: <arena_walk>:
// CHECK:         r[[H:[0-9]]] = *(u64 *)(r1 + 0x0)
// CHECK:         *(u64 *)(r0 + 0x18) = r[[H]]
// CHECK:         call -0x1
// CHECK-NEXT:      R_BPF_64_32 bpf_kfunc_coro_suspend

// The array-map value: stored after `if r0 == 0`, loaded and dereferenced.
// CHECK-LABEL: <array_value__coro_resume>:
// CHECK:         r[[VR:[0-9]]] = *(u64 *)(r1 + 0x18)
// CHECK-NEXT:    r[[VR]] = *(u64 *)(r[[VR]] + 0x0)
// CHECK-LABEL: <array_value>:
// CHECK:         call 0x1
// CHECK-NEXT:    if r0 == 0x0 goto
// CHECK:         *(u64 *)(r6 + 0x18) = r0
// CHECK:         call -0x1
// CHECK-NEXT:      R_BPF_64_32 bpf_kfunc_coro_suspend

// The task: reloaded from 0x18 at point 1, used, saved back to 0x18.
// CHECK-LABEL: <task_ref__coro_resume>:
// CHECK:         r[[TR:[0-9]]] = *(u64 *)(r1 + 0x18)
// CHECK:           R_BPF_64_32 bpf_kfunc_task_work
// CHECK-NEXT:    *(u64 *)(r{{[0-9]}} + 0x18) = r[[TR]]
// CHECK:           R_BPF_64_32 bpf_kfunc_coro_suspend
// CHECK:         r[[TL:[0-9]]] = *(u64 *)(r1 + 0x18)
// CHECK:         r1 = r[[TL]]
// CHECK-NEXT:    call -0x1
// CHECK-NEXT:      R_BPF_64_32 bpf_task_release
// CHECK:           R_BPF_64_32 bpf_coro_frame_free

// Destroy: the index (a doubleword at 0x10) names a point holding the
// task at 0x18: release it, then free the frame.
// CHECK-LABEL: <task_ref__coro_destroy>:
// CHECK-NEXT:    r2 = *(u64 *)(r1 + 0x10)
// CHECK:         r[[DR:[0-9]]] = *(u64 *)(r1 + 0x18)
// CHECK:         r1 = r[[DR]]
// CHECK-NEXT:    call -0x1
// CHECK-NEXT:      R_BPF_64_32 bpf_task_release
// CHECK:         call -0x1
// CHECK-NEXT:      R_BPF_64_32 bpf_coro_frame_free
// CHECK-NEXT:    w0 = 0x0
// CHECK-NEXT:    exit
// CHECK-LABEL: <task_ref>:
// CHECK:           R_BPF_64_32 bpf_task_from_pid
// CHECK-NEXT:    if r0 == 0x0 goto
// CHECK:         *(u64 *)(r6 + 0x18) = r0
// CHECK:           R_BPF_64_32 bpf_kfunc_coro_suspend

// In BTF the saved task keeps its pointer type (offset 4 in the point's
// save area, which starts at byte 20, so at 24), and the release destroy
// calls is an extern kfunc like the others.
// BTF:      STRUCT 'task_ref__coro_frame' size=40 vlen=4
// BTF:      STRUCT '(anon)' size=12 vlen=1
// BTF-NEXT:   't' type_id=[[TPTR:[0-9]+]] bits_offset=32
// BTF-NEXT: [[[TPTR]]] PTR '(anon)' type_id=[[TS:[0-9]+]]
// BTF-NEXT: [[[TS]]] FWD 'task_struct' fwd_kind=struct
// BTF:      FUNC 'bpf_task_release' type_id={{[0-9]+}} linkage=extern
