// Proves: BPF_CORO_FRAME(name) of a name that is no coroutine of the file is
// an error at the use, even in a map nothing uses (it loaded nowhere: libbpf
// cannot size a map of an incomplete type), with the closest coroutine as a
// suggestion when one is close.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int co(int n) { return n + bpf_coro_yield(n); }
__bpf_coro static int count_to(int n) { return n + bpf_coro_yield(n); }

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(cO)); // expected-error {{BPF_CORO_FRAME(cO) names no '__bpf_coro' function of this file, so 'struct cO__coro_frame' is never laid out and a map of it fails to load; did you mean 'co'?}}
	// CHECK: frame-name-typo.c:[[@LINE-1]]:16: error: BPF_CORO_FRAME(cO) names no '__bpf_coro' function of this file, so 'struct cO__coro_frame' is never laid out and a map of it fails to load; did you mean 'co'?
	__uint(max_entries, 1);
} unused_frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(count_too)); // expected-error {{BPF_CORO_FRAME(count_too) names no '__bpf_coro' function of this file, so 'struct count_too__coro_frame' is never laid out and a map of it fails to load; did you mean 'count_to'?}}
	// CHECK: frame-name-typo.c:[[@LINE-1]]:16: error: BPF_CORO_FRAME(count_too) {{.*}}; did you mean 'count_to'?
	__uint(max_entries, 1);
} frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(elsewhere)); // expected-error {{BPF_CORO_FRAME(elsewhere) names no '__bpf_coro' function of this file, so 'struct elsewhere__coro_frame' is never laid out and a map of it fails to load}}
	// CHECK: frame-name-typo.c:[[@LINE-1]]:16: error: BPF_CORO_FRAME(elsewhere) names no '__bpf_coro' function of this file, so 'struct elsewhere__coro_frame' is never laid out and a map of it fails to load{{$}}
	__uint(max_entries, 1);
} other_frames SEC(".maps");

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long v;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	return bpf_coro_start(f, co(1), &v) + bpf_coro_start(f, count_to(1), &v);
}
