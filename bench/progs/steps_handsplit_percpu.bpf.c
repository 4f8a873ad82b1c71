// SPDX-License-Identifier: GPL-2.0
/*
 * steps_handsplit_percpu.bpf.c - steps_handsplit.bpf.c with its state in a
 * per-CPU array: the baseline of steps_percpu.bpf.c, whose frames live in
 * one (a per-CPU lookup costs more than an array's).
 */
#define STEPS_STATE_MAP BPF_MAP_TYPE_PERCPU_ARRAY
#include "steps_handsplit.bpf.c"
