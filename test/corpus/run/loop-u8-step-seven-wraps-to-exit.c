// An 8-bit counter stepped by 7 to a `!=` exit it reaches only after
// wrapping past 255 (0, 7, ..., 252, 3, ..., 87, then 94: 50 trips), a
// yield on every trip (from an adversarial round on narrow types). The
// resume compared the reloaded counter with its values up to 87 only (a
// stepped phi's bound lost the overflow of trips times step) and resumed
// the frame suspended at 91 as CORRUPT. Expected values from the body run
// as host C.
// RUN: start 2 -> SUSPENDED 0; resume 0 -> SUSPENDED 7; resume 0 -> SUSPENDED 14; resume 0 -> SUSPENDED 21; resume 0 -> SUSPENDED 28; resume 0 -> SUSPENDED 35; resume 0 -> SUSPENDED 42; resume 0 -> SUSPENDED 49; resume 0 -> SUSPENDED 56; resume 0 -> SUSPENDED 63; resume 0 -> SUSPENDED 70; resume 0 -> SUSPENDED 77; resume 0 -> SUSPENDED 84; resume 0 -> SUSPENDED 91;
// RUN: resume 0 -> SUSPENDED 98; resume 0 -> SUSPENDED 105; resume 0 -> SUSPENDED 112; resume 0 -> SUSPENDED 119; resume 0 -> SUSPENDED 126; resume 0 -> SUSPENDED 133; resume 0 -> SUSPENDED 140; resume 0 -> SUSPENDED 147; resume 0 -> SUSPENDED 154; resume 0 -> SUSPENDED 161; resume 0 -> SUSPENDED 168; resume 0 -> SUSPENDED 175; resume 0 -> SUSPENDED 182; resume 0 -> SUSPENDED 189; resume 0 -> SUSPENDED 196;
// RUN: resume 0 -> SUSPENDED 203; resume 0 -> SUSPENDED 210; resume 0 -> SUSPENDED 217; resume 0 -> SUSPENDED 224; resume 0 -> SUSPENDED 231; resume 0 -> SUSPENDED 238; resume 0 -> SUSPENDED 245; resume 0 -> SUSPENDED 252;
// RUN: resume 0 -> SUSPENDED 3; resume 0 -> SUSPENDED 10; resume 0 -> SUSPENDED 17; resume 0 -> SUSPENDED 24; resume 0 -> SUSPENDED 31; resume 0 -> SUSPENDED 38; resume 0 -> SUSPENDED 45; resume 0 -> SUSPENDED 52; resume 0 -> SUSPENDED 59; resume 0 -> SUSPENDED 66; resume 0 -> SUSPENDED 73; resume 0 -> SUSPENDED 80; resume 0 -> SUSPENDED 87; resume 0 -> DONE 1099509530523
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	__u64 s = a;

	for (__u8 i = 0; i != 94; i += 7)
		s = s * 2 + i + bpf_coro_yield(i);
	return s & 0xffffffffff;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
