// diagcheck: plain
// what: 528 bytes live across a suspension (frame of 552 bytes); the
// pass's size check has no off switch, so this is the same function
// without the coroutine: its locals alone exceed the 512-byte BPF stack
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static long (*const read_mem)(void *dst, unsigned int size, const void *src) = (void *)113;

static __attribute__((noinline)) int big(const void *p)
{
	char buf[400];
	long small[16];

	read_mem(buf, sizeof(buf), p);
	read_mem(small, sizeof(small), p);
	asm volatile("" ::: "memory");	/* was bpf_coro_yield(0) */
	return buf[0] + small[1];
}

SEC("syscall") int run(void *ctx) { return big(ctx) * 0; }
