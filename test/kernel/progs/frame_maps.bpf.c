// SPDX-License-Identifier: GPL-2.0
/*
 * frame_maps.bpf.c - the same coroutine with its frames in each kind of map
 * a frame may live in, one driver program per map, so that the kernel
 * matrix measures which kernels take which (docs/usage.md, "Kernels"). The
 * hash maps' frames are created by the loader (an all-zero value is a
 * frame never started); the per-CPU maps' frames are this CPU's (the loader
 * stays on one CPU); the task storage frame is the current task's.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

struct task_struct;

/* Yields 0, 10, 20, ...: n times at most 8; returns what came in. */
__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

#define FRAME_MAP(name, map_type, n)					\
struct {								\
	__uint(type, map_type);						\
	__type(key, __u32);						\
	__type(value, BPF_CORO_FRAME(co));				\
	__uint(max_entries, n);						\
} name SEC(".maps")

FRAME_MAP(hash_frames, BPF_MAP_TYPE_HASH, 4);
FRAME_MAP(lru_frames, BPF_MAP_TYPE_LRU_HASH, 4);
FRAME_MAP(percpu_array_frames, BPF_MAP_TYPE_PERCPU_ARRAY, 4);
FRAME_MAP(percpu_hash_frames, BPF_MAP_TYPE_PERCPU_HASH, 4);
FRAME_MAP(lru_percpu_frames, BPF_MAP_TYPE_LRU_PERCPU_HASH, 4);

struct {
	__uint(type, BPF_MAP_TYPE_TASK_STORAGE);
	__uint(map_flags, BPF_F_NO_PREALLOC);
	__type(key, int);
	__type(value, BPF_CORO_FRAME(co));
} task_frames SEC(".maps");

CORO_DRIVER(drive_hash, hash_frames, co, co(args->arg[0]))
CORO_DRIVER(drive_lru, lru_frames, co, co(args->arg[0]))
CORO_DRIVER(drive_percpu_array, percpu_array_frames, co, co(args->arg[0]))
CORO_DRIVER(drive_percpu_hash, percpu_hash_frames, co, co(args->arg[0]))
CORO_DRIVER(drive_lru_percpu, lru_percpu_frames, co, co(args->arg[0]))

SEC("syscall")
int drive_task_storage(struct coro_args *args)
{
	long out = 0;
	void *frame;
	int st;

	frame = bpf_task_storage_get(&task_frames, bpf_get_current_task_btf(),
				     0, BPF_LOCAL_STORAGE_GET_F_CREATE);
	if (!frame) {
		args->status = CORO_NO_FRAME;
		return 0;
	}
	switch (args->op) {
	case CORO_OP_START:
		st = bpf_coro_start(frame, co(args->arg[0]), &out);
		break;
	case CORO_OP_RESUME:
		st = bpf_coro_resume(co, frame, args->in, &out);
		break;
	case CORO_OP_DESTROY:
		st = bpf_coro_destroy(co, frame);
		break;
	default:
		st = CORO_BAD_OP;
		break;
	}
	args->status = st;
	args->out = out;
	args->index = bpf_coro_index(frame);
	return 0;
}
