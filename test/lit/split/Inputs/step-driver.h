/*
 * step-driver.h - the driver the reload tests share: one frame of
 * coroutine `co` (one long parameter) in an array map, and a syscall
 * program that starts it with *in, or resumes it with *in once suspended.
 */
#define STEP_DRIVER(co)							\
struct {								\
	__uint(type, BPF_MAP_TYPE_ARRAY);				\
	__type(key, __u32);						\
	__type(value, BPF_CORO_FRAME(co));				\
	__uint(max_entries, 1);						\
} frames SEC(".maps");							\
									\
SEC("syscall") int step(long *in)					\
{									\
	__u32 key = 0;							\
	long out = 0;							\
	void *f = bpf_map_lookup_elem(&frames, &key);			\
									\
	if (!f)								\
		return 0;						\
	if (bpf_coro_suspended(f))					\
		return bpf_coro_resume(co, f, *in, &out);		\
	return bpf_coro_start(f, co(*in), &out);			\
}
