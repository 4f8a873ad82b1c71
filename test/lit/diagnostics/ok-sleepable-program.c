// Proves: sleepable helpers and kfuncs are fine where the coroutine runs
// sleepable: from the start and after a yield when every program that
// starts or resumes it is sleepable (SEC("syscall"), a ".s" section, or a
// static function only such programs call), and after a bpf_coro_defer()
// (the work item); no error, no warning.
// RUN: %clang_verify %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

// expected-no-diagnostics

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(reader));
	__uint(max_entries, 1);
} frames SEC(".maps");

unsigned long long user_addr;

__bpf_coro static long reader(int n)
{
	long v = 0;

	bpf_copy_from_user(&v, sizeof(v), (const void *)user_addr);
	v += bpf_coro_yield(v);
	bpf_copy_from_user(&v, sizeof(v), (const void *)user_addr);
	bpf_coro_defer(&frames);
	bpf_copy_from_user(&v, sizeof(v), (const void *)user_addr);
	return v + n;
}

static __attribute__((noinline)) int step(void *f)
{
	long out;

	if (bpf_coro_suspended(f))
		return bpf_coro_resume(reader, f, 1, &out);
	return bpf_coro_start(f, reader(2), &out);
}

SEC("syscall") int run(void *ctx)
{
	__u32 zero = 0;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? step(f) : 0;
}

SEC("fentry.s/__x64_sys_getpgid") int on_getpgid(void *ctx)
{
	__u32 zero = 0;
	long out;
	void *f = bpf_map_lookup_elem(&frames, &zero);

	return f ? bpf_coro_resume(reader, f, 1, &out) : 0;
}
