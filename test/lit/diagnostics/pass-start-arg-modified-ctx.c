// Proves: a pointer into the program's context other than the context
// itself (`&ctx->field`, `(void *)ctx + 8`), passed to a coroutine, is an
// error at the start call, also through a static function's argument: start
// is a subprogram, and the verifier lets one dereference the context only as
// it was passed ("dereference of modified ctx ptr R3 off=32 disallowed"; a
// plain static function given `&ctx->field` fails the same way). The context
// itself is fine (the last use): corpus run/start-arg-ctx-itself.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct args { long op; long in[2]; long out; };

__bpf_coro static long co(long *p)
{
	long s = *p;

	s += bpf_coro_yield(s);
	return s;
}

__bpf_coro static long whole(struct args *a)
{
	long s = a->in[1];

	s += bpf_coro_yield(s);
	return s;
}

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(co));
	__uint(max_entries, 2);
} frames SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(whole));
	__uint(max_entries, 1);
} wholes SEC(".maps");

static __attribute__((noinline)) int helper(struct args *a, void *f)
{
	long out;

	return bpf_coro_start(f, co(&a->in[0]), &out); // expected-error {{argument 1 of 'co' points into the context of the program (e.g. '&ctx->field'), and the verifier lets a '__bpf_coro' function, which is a subprogram, dereference only the context itself ('dereference of modified ctx ptr'); pass the field's value, or the context itself}}
	// CHECK-DAG: pass-start-arg-modified-ctx.c:[[@LINE-1]]:9: error: argument 1 of 'co' points into the context of the program
}

SEC("syscall")
int field(struct args *a)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (!f)
		return 0;
	return bpf_coro_start(f, co(&a->in[1]), &out); // expected-error {{argument 1 of 'co' points into the context of the program}}
	// CHECK-DAG: pass-start-arg-modified-ctx.c:[[@LINE-1]]:9: error: argument 1 of 'co' points into the context of the program
}

SEC("syscall")
int offset(struct args *a)
{
	__u32 k = 1;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &k);

	if (!f)
		return 0;
	return bpf_coro_start(f, co((long *)((char *)a + 8)), &out); // expected-error {{argument 1 of 'co' points into the context of the program}}
}

SEC("syscall")
int through(struct args *a)
{
	__u32 k = 0;
	void *f = bpf_map_lookup_elem(&frames, &k);

	return f ? helper(a, f) : 0;
}

SEC("syscall")
int itself(struct args *a)
{
	__u32 k = 0;
	long out;
	void *f = bpf_map_lookup_elem(&wholes, &k);

	return f ? bpf_coro_start(f, whole(a), &out) : 0;
}
