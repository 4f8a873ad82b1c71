// SPDX-License-Identifier: GPL-2.0
/*
 * steps_percpu.bpf.c - steps.bpf.c marked __bpf_coro_percpu, its frames in
 * a per-CPU array: the pieces set and publish the state with plain stores,
 * no claim (docs/ABI.md section 3.1). Its baseline,
 * steps_handsplit_percpu.bpf.c, keeps its state in a per-CPU array and has
 * no claim either. Same packet in, same values out, run for run.
 */
#define STEPS_ATTRS __bpf_coro_percpu
#define STEPS_FRAMES BPF_MAP_TYPE_PERCPU_ARRAY
#include "steps.bpf.c"
