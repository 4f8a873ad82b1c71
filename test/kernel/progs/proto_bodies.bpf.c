// SPDX-License-Identifier: GPL-2.0
/*
 * proto_bodies.bpf.c - the bodies of proto_bodies.h in the upstream target,
 * driven by coro_test (test_proto_bodies): the same source the prototype
 * target's lit tests lower (test/lit/prototype/Inputs/bodies.c).
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"
#include "proto_bodies.h"

char LICENSE[] SEC("license") = "GPL";

CORO_FRAME_ARRAY(straight_frames, straight, 2);
CORO_FRAME_ARRAY(loop_frames, loop, 2);
CORO_FRAME_ARRAY(branch_frames, branch, 2);
CORO_FRAME_ARRAY(multi_frames, multi, 2);

CORO_DRIVER(drive_proto_straight, straight_frames, straight, straight(args->arg[0]))
CORO_DRIVER(drive_proto_loop, loop_frames, loop, loop(args->arg[0]))
CORO_DRIVER(drive_proto_branch, branch_frames, branch, branch(args->arg[0]))
CORO_DRIVER(drive_proto_multi, multi_frames, multi,
	    multi(args->arg[0], args->arg[1]))
