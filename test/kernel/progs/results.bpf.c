// SPDX-License-Identifier: GPL-2.0
/*
 * results.bpf.c - a coroutine's final result reaches *out extended by the
 * signedness of the type it is declared with, typedefs and enums included:
 * `__u8` returning 200 gives 200, not -56.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "coro_test.h"
#include "coro_driver.h"

char LICENSE[] SEC("license") = "GPL";

typedef unsigned char byte;
typedef _Bool bool; /* as vmlinux.h has it */
typedef signed char s8_t;
typedef const volatile __u32 cv_u32;
enum small : unsigned char { SMALL_MAX = 250 };

/* Each yields once, then returns a value with its top bit set. */
__bpf_coro static __u8 ret_u8(void) { bpf_coro_yield(1); return 200; }
__bpf_coro static byte ret_byte(void) { bpf_coro_yield(1); return 201; }
__bpf_coro static bool ret_bool(void) { bpf_coro_yield(1); return 1; }
__bpf_coro static __u16 ret_u16(void) { bpf_coro_yield(1); return 65000; }
__bpf_coro static cv_u32 ret_u32(void) { bpf_coro_yield(1); return 0xfffffff0u; }
__bpf_coro static enum small ret_enum(void) { bpf_coro_yield(1); return SMALL_MAX; }
__bpf_coro static s8_t ret_s8(void) { bpf_coro_yield(1); return -5; }

CORO_FRAME_ARRAY(u8_frames, ret_u8, 1);
CORO_FRAME_ARRAY(byte_frames, ret_byte, 1);
CORO_FRAME_ARRAY(bool_frames, ret_bool, 1);
CORO_FRAME_ARRAY(u16_frames, ret_u16, 1);
CORO_FRAME_ARRAY(u32_frames, ret_u32, 1);
CORO_FRAME_ARRAY(enum_frames, ret_enum, 1);
CORO_FRAME_ARRAY(s8_frames, ret_s8, 1);

CORO_DRIVER(drive_u8, u8_frames, ret_u8, ret_u8())
CORO_DRIVER(drive_byte, byte_frames, ret_byte, ret_byte())
CORO_DRIVER(drive_bool, bool_frames, ret_bool, ret_bool())
CORO_DRIVER(drive_u16, u16_frames, ret_u16, ret_u16())
CORO_DRIVER(drive_u32, u32_frames, ret_u32, ret_u32())
CORO_DRIVER(drive_enum, enum_frames, ret_enum, ret_enum())
CORO_DRIVER(drive_s8, s8_frames, ret_s8, ret_s8())
