// Proves: a bpf_coro_sleep() (or bpf_coro_defer()) in a coroutine that a
// kprobe, uprobe, tracepoint, raw_tracepoint or perf_event program starts,
// resumes or destroys is an error at the await: the frame holds a
// bpf_timer (a bpf_wq), and the kernel refuses a map holding one in those
// program types at load, naming no line ("tracing progs cannot use
// bpf_timer yet"). A note names the program's call; through a static
// function it calls too. fentry, tp_btf and syscall programs may.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(nap));
	__uint(max_entries, 1);
} frames SEC(".maps");

__bpf_coro static int nap(int n)
{
	n += 2;
	bpf_coro_sleep(&frames, 1000); // expected-error {{bpf_coro_sleep() in 'nap' puts a bpf_timer in its frame, and program 'kp' (SEC("kprobe/do_nanosleep"), a kprobe program) destroys 'nap': the kernel lets no kprobe, uprobe, tracepoint, raw_tracepoint or perf_event program use a map holding a bpf_timer ("tracing progs cannot use bpf_timer yet"); start, resume and destroy 'nap' from other programs (fentry/fexit, tp_btf, LSM, ...)}}
	// CHECK: await-tracing-program.c:[[@LINE-1]]:2: error: bpf_coro_sleep() in 'nap' puts a bpf_timer in its frame, and program 'kp' (SEC("kprobe/do_nanosleep"), a kprobe program) destroys 'nap'
	return n;
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	if (!f)
		return 0;
	if (bpf_coro_suspended(f))
		return bpf_coro_resume(nap, f, 0, &out);
	return bpf_coro_start(f, nap(1), &out);
}

static __attribute__((noinline)) int drop(void)
{
	__u32 zero = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_destroy(nap, f) : 0; // expected-warning {{'nap' is destroyed here}}
}

SEC("kprobe/do_nanosleep") int kp(void *ctx)
{
	return drop();
}
