// Proves: a frame above the 512-byte limit of the kernel prototype is a
// compile error naming the coroutine, the size and its largest members.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

static long (*const read_mem)(void *dst, unsigned int size, const void *src) = (void *)4;

__bpf_coro static int big(const void *p)
{
	char buf[400];
	long small[16];
	read_mem(buf, sizeof(buf), p);
	read_mem(small, sizeof(small), p);
	bpf_coro_yield(0); // expected-error {{frame of '__bpf_coro' function 'big' needs 552 bytes, above the 512-byte limit; largest values live across the suspension at line 15: 'buf' (400 bytes), 'small' (128 bytes); keep large data in a map value instead of the stack}}
	// CHECK: pass-frame-too-large.c:[[@LINE-1]]:2: error: frame of '__bpf_coro' function 'big' needs 552 bytes, above the 512-byte limit
	return buf[0] + small[1];
}

int use(void *f, long *out) { return bpf_coro_start(f, big(0), out); }
