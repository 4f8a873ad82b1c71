// Proves: a loop without a suspension whose exit tests only locals a resume
// reloaded from the frame, and changes none of them, is an error at the
// loop: the verifier knows nothing of the reloaded values, finds the same
// state around the loop again and rejects the program ("infinite loop
// detected"), though the same body as a plain function loads (there the
// array is a constant it knows).
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static long scan(int n)
{
	int a[4] = { 1, 2, 3, n };
	long s = bpf_coro_yield(0);

	for (int k = 0; k < 2; k++) {
		s += bpf_coro_yield(k);
		do { // expected-error {{loop in '__bpf_coro' function 'scan' can go around for ever as the verifier sees it: its exit depends on values read from memory the verifier knows nothing of (locals a resume reloads from the frame, which user space can write), and on a way around it the verifier finds the same state again ('infinite loop detected'); bound the loop by a counter (e.g. 'for (int k = 0; k < 64 && cond; k++)') or make its exit depend on a value it changes}}
			// CHECK: pass-loop-repeats-reloaded.c:[[@LINE-1]]:3: error: loop in '__bpf_coro' function 'scan' can go around for ever as the verifier sees it
			if (a[s & 3])
				break;
		} while (n);
	}
	return s + a[1];
}

int use(void *f, long *out, int n) { return bpf_coro_start(f, scan(n), out); }
