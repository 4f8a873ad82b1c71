// Proves: frames from memory that keeps them between runs compile without a
// word: a per-CPU map value, a task storage value, one frame of an array of
// frames in a map value at a variable index, a global in .bss, a frame passed
// through a static function, and NULL merged with a lookup the program checks.
// RUN: %clang_verify %s
// RUN: %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error --implicit-check-not=warning
// RUN: %clang_bpf -mllvm -bpf-coro-inline -c %s -o /dev/null 2>&1 | FileCheck %s --allow-empty --implicit-check-not=error --implicit-check-not=warning
// expected-no-diagnostics
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

struct {
	__uint(type, BPF_MAP_TYPE_PERCPU_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 1);
} percpu SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, BPF_CORO_FRAME(sum));
} per_task SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(sum));
	__uint(max_entries, 4);
} frames SEC(".maps");

struct four { char frame[4][64]; };
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct four);
	__uint(max_entries, 1);
} blocks SEC(".maps");

char global_frame[64];

static __attribute__((noinline)) int drive(void *f)
{
	long out;

	if (!f)
		return 0;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(sum, f, 0, &out);
	return bpf_coro_start(f, sum(3), &out);
}

SEC("syscall") int run(struct { __u32 key; __u32 slot; } *ctx)
{
	__u32 zero = 0, key = ctx->key;
	long out;
	int r = drive(bpf_map_lookup_elem(&percpu, &zero));
	void *f = NULL;
	struct four *b;

	if (key)
		f = bpf_map_lookup_elem(&frames, &key);
	if (f)
		r += bpf_coro_start(f, sum(2), &out);
	b = bpf_map_lookup_elem(&blocks, &zero);
	if (b)
		r += bpf_coro_start(&b->frame[ctx->slot & 3], sum(1), &out);
	return r + bpf_coro_start(global_frame, sum(4), &out);
}

SEC("tp_btf/sys_enter") int on_task(void *ctx)
{
	struct task_struct *t = bpf_get_current_task_btf();

	return drive(bpf_task_storage_get(&per_task, t, 0,
					  BPF_LOCAL_STORAGE_GET_F_CREATE));
}
