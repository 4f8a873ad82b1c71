// Proves: a frame in memory a pointer read from the program's context
// points to is an error at the call: packet data (XDP), a kernel object
// (an fentry argument). The kernel owns that memory.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf/bpf_tracing.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

SEC("xdp") int parse(struct xdp_md *ctx)
{
	void *data = (void *)(long)ctx->data;
	void *end = (void *)(long)ctx->data_end;
	long out;

	if (data + 64 > end)
		return XDP_PASS;
	return bpf_coro_start(data, sum(3), &out); // expected-error {{frame of 'sum' is packet data or a kernel object (a pointer read from the context of program 'parse'): the kernel owns that memory, and the program cannot keep state in it between runs; keep the frame in a map value: pass bpf_map_lookup_elem(&map, &key), checked for NULL, of a map declared with __type(value, BPF_CORO_FRAME(sum)) (or a task, sk or inode storage value)}}
	// CHECK: pass-frame-packet.c:[[@LINE-1]]:9: error: frame of 'sum' is packet data or a kernel object (a pointer read from the context of program 'parse')
}

SEC("fentry/do_nanosleep") int BPF_PROG(sleeps, void *timer)
{
	long out;

	return bpf_coro_start(timer, sum(3), &out); // expected-error {{frame of 'sum' is packet data or a kernel object (a pointer read from the context of program 'sleeps')}}
	// CHECK: pass-frame-packet.c:[[@LINE-1]]:9: error: frame of 'sum' is packet data or a kernel object (a pointer read from the context of program 'sleeps')
}
