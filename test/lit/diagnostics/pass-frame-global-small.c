// Proves: a frame in a global (a value of the object's .bss map) too small
// for the frame is an error at the call; a large enough one is fine
// (ok-frame-origins.c).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int sum(int n) { int s = 0; for (int i = 0; i < n; i++) s += bpf_coro_yield(i); return s; }

char state[16];

SEC("syscall") int run(void *ctx)
{
	long out;
	return bpf_coro_start(state, sum(3), &out); // expected-error {{global 'state' has 16 bytes, fewer than the 32-byte frame of 'sum'; keep the frame in a map value: pass bpf_map_lookup_elem(&map, &key), checked for NULL, of a map declared with __type(value, BPF_CORO_FRAME(sum)) (or a task, sk or inode storage value)}}
	// CHECK: pass-frame-global-small.c:[[@LINE-1]]:9: error: global 'state' has 16 bytes, fewer than the 32-byte frame of 'sum'
}
