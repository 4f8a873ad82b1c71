// Proves: a loop whose counter's address goes to a helper (a map key:
// `bpf_map_lookup_elem(&data, &i)`), with a suspension on some iterations,
// is the unbounded-loop error with advice about that: the counter lives in
// memory, where neither the check nor the verifier follows its bounds, and
// a copy's address is the fix. The general advice ("bound the loop by a
// small constant") was wrong here: `i < 64` is there already. Reduced from
// an adversarial round; the same loop without a coroutine is refused too
// ("The sequence of 8193 jumps is too complex").
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, __u32);
	__uint(max_entries, 64);
} data SEC(".maps");

__bpf_coro static long batch(int n)
{
	long s = 0;

	for (__u32 i = 0; i < n && i < 64; i++) { // expected-error {{loop in '__bpf_coro' function 'batch' can go around without suspending, and nothing the verifier sees bounds how often: it walks the iterations between two suspensions one by one and would never finish; its counter 'i' lives in memory because its address is passed to bpf_map_lookup_elem(), where neither this check nor the verifier follows its bounds; pass the address of a copy instead (e.g. '__u32 key = i;' and '&key')}}
		// CHECK: pass-loop-counter-address.c:[[@LINE-1]]:2: error: loop in '__bpf_coro' function 'batch' can go around without suspending
		__u32 *v = bpf_map_lookup_elem(&data, &i);

		if (!v)
			return -1;
		s += *v + i;
		if ((i & 7) == 7)
			s += bpf_coro_yield(s); // expected-warning {{suspends here, but not on every way around the loop}}
		// CHECK: pass-loop-counter-address.c:[[@LINE-1]]:9: warning: suspends here, but not on every way around the loop
	}
	return s;
}

int use(void *f, long *out, int n) { return bpf_coro_start(f, batch(n), out); }
