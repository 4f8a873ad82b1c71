// Proves: awaiting a BPF helper (called through a pointer, not a kfunc) is
// one error at the call, from the clang plugin, that names the helper.
// RUN: %clang_verify -mllvm -bpf-coro-target=prototype %s
// RUN: not %clang_bpf -mllvm -bpf-coro-target=prototype -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int helper_await(int n)
{
	char buf[8];

	bpf_coro_await(bpf_probe_read_kernel(buf, sizeof(buf), BPF_CORO_SELF)); // expected-error {{bpf_coro_await() calls 'bpf_probe_read_kernel' through a pointer (a BPF helper), but only a kfunc (declared 'extern ... __ksym') that takes the frame through a '__coro_suspend' parameter can suspend a coroutine}}
	// CHECK: await-helper.c:[[@LINE-1]]:17: error: bpf_coro_await() calls 'bpf_probe_read_kernel' through a pointer (a BPF helper)
	return n + buf[0];
}

int use(void) { return bpf_coro_spawn(helper_await(1)); }
