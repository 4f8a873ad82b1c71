// Proves: the names the compiler generates for a coroutine fn
// (struct fn__coro_frame, enum fn__coro_state, fn__coro_resume,
// fn__coro_destroy) cannot be the user's: a definition of such a struct
// silently replaced the generated frame, a function or variable of such a
// name made the BTF decl tag name the wrong function. The suffixes are
// reserved for every prefix: BPF_CORO_FRAME() and loaders reading BTF take
// such a name for a coroutine's whatever the prefix.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not=error:
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

__bpf_coro static int co(int n) { return n + bpf_coro_yield(n); }

struct co__coro_frame { long mine[4]; }; // expected-error {{struct 'co__coro_frame' takes the name of the frame type the compiler generates for '__bpf_coro' function 'co'; rename it}}
// CHECK: reserved-name.c:[[@LINE-1]]:8: error: struct 'co__coro_frame' takes the name of the frame type the compiler generates for '__bpf_coro' function 'co'; rename it

static int co__coro_resume(void) { return 1; } // expected-error {{function 'co__coro_resume' takes the name of the resume function the compiler generates for '__bpf_coro' function 'co'; rename it}}
// CHECK: reserved-name.c:[[@LINE-1]]:12: error: function 'co__coro_resume' takes the name of the resume function the compiler generates for '__bpf_coro' function 'co'; rename it

long co__coro_destroy; // expected-error {{variable 'co__coro_destroy' takes the name of the destroy function the compiler generates for '__bpf_coro' function 'co'; rename it}}
// CHECK: reserved-name.c:[[@LINE-1]]:6: error: variable 'co__coro_destroy' takes the name of the destroy function the compiler generates for '__bpf_coro' function 'co'; rename it

enum co__coro_state { MINE }; // expected-error {{enum 'co__coro_state' takes the name of the state enum the compiler generates for '__bpf_coro' function 'co'; rename it}}
// CHECK: reserved-name.c:[[@LINE-1]]:6: error: enum 'co__coro_state' takes the name of the state enum the compiler generates for '__bpf_coro' function 'co'; rename it

union later__coro_frame { int x; }; // expected-error {{union 'later__coro_frame' uses a name bpfcoro reserves: every name ending in '__coro_frame' is what the compiler generates for a '__bpf_coro' function (here one named 'later'), in the object and in BTF; rename it}}
// CHECK: reserved-name.c:[[@LINE-1]]:7: error: union 'later__coro_frame' uses a name bpfcoro reserves: every name ending in '__coro_frame' is what the compiler generates for a '__bpf_coro' function (here one named 'later'), in the object and in BTF; rename it

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 1);
} frames SEC(".maps");

SEC("syscall")
int run(void *ctx)
{
	__u32 zero = 0;
	long v;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	return bpf_coro_start(f, co(1), &v) + co__coro_resume() + co__coro_destroy + MINE;
}
