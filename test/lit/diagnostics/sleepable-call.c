// Proves: a call of a helper or kfunc that may sleep where the coroutine
// cannot (from the start in a program that cannot sleep, after a yield an
// XDP program resumes, after a sleep the timer's softirq callback
// continues) is an error at the call, naming the await it needs
// (bpf_coro_defer) or the sleepable program, with a note where the
// coroutine is started or resumed (pass notes print as warnings); a call
// of a static function that makes such a call is reported at the call.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(peek));
	__uint(max_entries, 1);
} frames SEC(".maps");

extern int bpf_copy_from_user_str(void *dst, __u32 dst__sz,
				  const void *unsafe_ptr__ign, __u64 flags) __ksym;

static __attribute__((noinline)) long read_user(unsigned long long uptr);

__bpf_coro static long peek(unsigned long long uptr)
{
	long v = 0;

	bpf_copy_from_user(&v, sizeof(v), (const void *)uptr); // expected-error {{bpf_copy_from_user() in 'peek' may sleep, but this call can run from the start, which program 'run' (SEC("xdp")) runs, where nothing may sleep; call it after a bpf_coro_defer(&map) (from there to the next suspension the coroutine runs in a bpf_wq work item, in process context), or start 'peek' only from sleepable programs}}
	// CHECK: sleepable-call.c:[[@LINE-1]]:2: error: bpf_copy_from_user() in 'peek' may sleep, but this call can run from the start
	v += bpf_coro_yield(v);
	bpf_copy_from_user_str(&v, sizeof(v), (const void *)uptr, 0); // expected-error {{bpf_copy_from_user_str() in 'peek' may sleep, but this call can run after the bpf_coro_yield() at line 32, which a bpf_coro_resume() in program 'run' (SEC("xdp")) continues, where nothing may sleep; call it after a bpf_coro_defer(&map)}}
	// CHECK: sleepable-call.c:[[@LINE-1]]:2: error: bpf_copy_from_user_str() in 'peek' may sleep, but this call can run after the bpf_coro_yield() at line 32
	bpf_coro_sleep(&frames, 1000);
	bpf_copy_from_user(&v, sizeof(v), (const void *)uptr); // expected-error {{bpf_copy_from_user() in 'peek' may sleep, but this call can run after the bpf_coro_sleep() at line 35, which the timer continues in softirq context, where nothing may sleep; call it after a bpf_coro_defer(&map)}}
	// CHECK: sleepable-call.c:[[@LINE-1]]:2: error: bpf_copy_from_user() in 'peek' may sleep, but this call can run after the bpf_coro_sleep() at line 35
	v += read_user(uptr); // expected-error {{bpf_copy_from_user() in 'read_user', which 'peek' calls here, may sleep, but this call can run after the bpf_coro_sleep() at line 35}}
	// CHECK: sleepable-call.c:[[@LINE-1]]:7: error: bpf_copy_from_user() in 'read_user', which 'peek' calls here, may sleep
	return v;
}

/* A static function the coroutine calls runs where its call does. */
static __attribute__((noinline)) long read_user(unsigned long long uptr)
{
	long v = 0;

	bpf_copy_from_user(&v, sizeof(v), (const void *)uptr);
	return v;
}

SEC("xdp") int run(struct xdp_md *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return XDP_PASS;
	if (bpf_coro_suspended(f))
		bpf_coro_resume(peek, f, 1, &out); // expected-warning {{'peek' is resumed here}}
	else
		bpf_coro_start(f, peek(ctx->data), &out); // expected-warning {{'peek' is started here}}
	return XDP_PASS;
}
