// Proves: a local live across every suspension whose address only goes to
// helpers (and memcpy/memset, and stores of non-pointers) lives in the
// frame: the helper before the suspension writes the frame, the one after
// reads it, nothing is copied and no stack holds it; an address into it
// live across the suspension (&buf[4]) is recomputed from the frame.
// Every other local live across a suspension is still copied through the
// frame: a map lookup's key (from 6.14 the verifier reads a constant key
// from the stack and then knows an array's element exists), one read
// directly (the verifier would lose what was stored in it on the path
// that never suspended), one handed to bpf_loop() as its callback context
// (which must be stack), one live across only some points (the areas of
// the others reuse its bytes), one handed to a BPF function, one copied
// into a local a select chooses.
// (The remarks come in the order the coroutines are split, not the source's.)
// RUN: %clang_bpf -c %s -o %t.o -Rpass-analysis=bpf-coro-split 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: llvm-objdump -d --no-show-raw-insn %t.o | FileCheck %s --check-prefix=ASM
// RUN: %clang_bpf -mllvm -bpf-coro-inline=never -S -emit-llvm %s -o - | FileCheck %s

#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, __u64);
	__uint(max_entries, 8);
} counts SEC(".maps");

// REMARK: remark: frame of 'stack_twice': 216 bytes, live-set bound 216 bytes, 1 suspension point, largest at line [[@LINE+9]]; locals in the frame: 'ips' [-Rpass-analysis
__bpf_coro static int stack_twice(void *ctx, __u32 k)
{
	__u64 ips[24];
	__u32 key = k;
	__u64 *n;
	long len;

	len = bpf_get_stack(ctx, ips, sizeof(ips), 0);
	ctx = (void *)bpf_coro_yield(len);
	n = bpf_map_lookup_elem(&counts, &key);
	if (n)
		__sync_fetch_and_add(n, 1);
	return bpf_ringbuf_output(&rb, ips, sizeof(ips), 0);
}

// The start: bpf_get_stack() (67) writes the frame at offset 24; the only
// stack is the key's 4 bytes, no 192-byte buffer.
// ASM-LABEL: <stack_twice>:
// ASM-NOT:   r10 - 0x{{[1-9a-f][0-9a-f]+}}
// ASM:       r[[B:[0-9]]] += 0x18
// ASM-NOT:   r10 - 0x{{[1-9a-f][0-9a-f]+}}
// ASM:       r2 = r[[B]]
// ASM-NOT:   r10 - 0x{{[1-9a-f][0-9a-f]+}}
// ASM:       call 0x43
// ASM-NOT:   r10 - 0x{{[1-9a-f][0-9a-f]+}}
// ASM:       exit
// The resume: the key is copied back to the stack (from 20, the padding
// after the header) for the lookup; bpf_ringbuf_output() (130) gets the
// frame's stack at 24.
// CHECK-LABEL: define internal {{.*}} @stack_twice__coro_resume(
// CHECK:       [[K:%[0-9]+]] = alloca
// CHECK:       [[B:%[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK:       load i32, ptr {{.*}}, align 4
// CHECK:       store i32 {{.*}}, ptr [[K]]
// CHECK:       call ptr inttoptr (i64 1 to ptr)(ptr {{.*}}@counts, ptr {{.*}}[[K]])
// CHECK:       call i64 inttoptr (i64 130 to ptr)(ptr {{.*}}@rb, ptr {{.*}}[[B]], i64 {{.*}}192, i64 {{.*}}0)
// CHECK:       ret i32

// An address into the local, live across the suspension: recomputed from
// the frame at the resume (the compiler crashed on it).
// REMARK-DAG: remark: frame of 'inner_addr': {{[0-9]+}} bytes, live-set bound {{[0-9]+}} bytes, 1 suspension point, largest at line {{[0-9]+}}; locals in the frame: 'buf' [-Rpass-analysis
__bpf_coro static int inner_addr(void *ctx)
{
	char buf[16];
	char *p = &buf[4];

	bpf_probe_read_kernel(p, 4, ctx);
	bpf_coro_yield(0);
	return bpf_ringbuf_output(&rb, p, 4, 0);
}

static int add_one(__u32 index, void *ctx)
{
	*(__u64 *)ctx += index;
	return 0;
}

// Read directly after the resume.
// REMARK-DAG: remark: frame of 'read_back': {{[0-9]+}} bytes, live-set bound {{[0-9]+}} bytes, 1 suspension point, largest at line {{[0-9]+}} [-Rpass-analysis
__bpf_coro static int read_back(void *ctx)
{
	__u64 ips[4];

	bpf_get_stack(ctx, ips, sizeof(ips), 0);
	bpf_coro_yield(0);
	return ips[0] & 0xff;
}

// A bpf_loop() context.
// REMARK-DAG: remark: frame of 'loop_ctx': {{[0-9]+}} bytes, live-set bound {{[0-9]+}} bytes, 1 suspension point, largest at line {{[0-9]+}} [-Rpass-analysis
__bpf_coro static int loop_ctx(void *ctx)
{
	__u64 sum = 0;

	bpf_loop(4, add_one, &sum, 0);
	bpf_coro_yield(0);
	bpf_loop(4, add_one, &sum, 0);
	return bpf_ringbuf_output(&rb, &sum, sizeof(sum), 0);
}

// Live across the first point only.
// REMARK-DAG: remark: frame of 'one_of_two': {{[0-9]+}} bytes, live-set bound {{[0-9]+}} bytes, 2 suspension points, largest at line {{[0-9]+}} [-Rpass-analysis
__bpf_coro static int one_of_two(void *ctx)
{
	__u64 ips[4];

	bpf_get_stack(ctx, ips, sizeof(ips), 0);
	bpf_coro_yield(0);
	bpf_ringbuf_output(&rb, ips, sizeof(ips), 0);
	bpf_coro_yield(1);
	return 0;
}

static __attribute__((noinline)) long put(__u64 *v)
{
	return bpf_ringbuf_output(&rb, v, sizeof(*v), 0);
}

// Handed to a BPF function.
// REMARK-DAG: remark: frame of 'to_subprog': {{[0-9]+}} bytes, live-set bound {{[0-9]+}} bytes, 1 suspension point, largest at line {{[0-9]+}} [-Rpass-analysis
__bpf_coro static int to_subprog(void *ctx)
{
	__u64 v = 0;

	bpf_probe_read_kernel(&v, sizeof(v), ctx);
	bpf_coro_yield(0);
	return put(&v);
}

// Copied into one of two locals a select chooses: the copy's bytes would
// come from the frame, where the verifier knows nothing of them, and the
// size read back from it was refused on the path that never suspended.
// REMARK-DAG: remark: frame of 'copy_to_choice': {{[0-9]+}} bytes, live-set bound {{[0-9]+}} bytes, 1 suspension point, largest at line {{[0-9]+}} [-Rpass-analysis
__bpf_coro static int copy_to_choice(void *ctx, long a)
{
	__u64 buf[2], x[2], y[2], tmp = 0;
	__u64 *d = (a & 1) ? x : y;

	buf[0] = a & 7;
	buf[1] = 0;
	bpf_ringbuf_output(&rb, buf, 8, 0);
	__builtin_memcpy(d, buf, 16);
	bpf_probe_read_kernel(&tmp, d[0], ctx);
	bpf_coro_yield(tmp);
	return bpf_ringbuf_output(&rb, buf, 8, 0);
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(stack_twice));
	__uint(max_entries, 1);
} f1 SEC(".maps");

#define FRAMES(fn, name)                                                      \
	struct {                                                               \
		__uint(type, BPF_MAP_TYPE_ARRAY);                              \
		__type(key, __u32);                                            \
		__type(value, BPF_CORO_FRAME(fn));                             \
		__uint(max_entries, 1);                                        \
	} name SEC(".maps")
FRAMES(read_back, f2);
FRAMES(inner_addr, f6);
FRAMES(loop_ctx, f3);
FRAMES(one_of_two, f4);
FRAMES(to_subprog, f5);
FRAMES(copy_to_choice, f7);

#define DRIVE(fn, map, call)                                                   \
	SEC("raw_tp/sys_enter")                                                \
	int drive_##fn(void *ctx)                                              \
	{                                                                      \
		__u32 zero = 0;                                                \
		long out;                                                      \
		void *f = bpf_map_lookup_elem(&map, &zero);                    \
		if (!f)                                                        \
			return 0;                                              \
		if (bpf_coro_suspended(f))                                     \
			return bpf_coro_resume(fn, f, (long)ctx, &out);        \
		return bpf_coro_start(f, call, &out);                          \
	}
DRIVE(stack_twice, f1, stack_twice(ctx, 7))
DRIVE(read_back, f2, read_back(ctx))
DRIVE(inner_addr, f6, inner_addr(ctx))
DRIVE(loop_ctx, f3, loop_ctx(ctx))
DRIVE(one_of_two, f4, one_of_two(ctx))
DRIVE(to_subprog, f5, to_subprog(ctx))
DRIVE(copy_to_choice, f7, copy_to_choice(ctx, (long)ctx))
