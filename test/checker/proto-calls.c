// A coroutine laid out as -bpf-coro-target=prototype lowers one (its tags,
// frame struct and pieces written by hand), whose program then calls the
// continuation itself: docs/ABI.md section 9, rule 6 (the compiler refuses
// a C function of that name, so only a hand-made object can do it).
// Without -DCALL_RESUME it keeps every rule.
#include "proto.h"

char LICENSE[] SEC("license") = "GPL";

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;

enum one__coro_state {
	ONE_NOT_STARTED = 0,
	ONE_SUSPEND_1 = 1,
	ONE_DONE = 0xfffffffe,
	ONE_RUNNING = 0xffffffff,
};

struct one__coro_frame {
	void *__resume_fn;
	void *__destroy_fn;
	enum one__coro_state __coro_index;
	__u32 pad;
};

static NOINLINE int one__coro_destroy(struct one__coro_frame *frame)
{
	bpf_coro_frame_free(frame);
	return 0;
}

static NOINLINE int one__coro_resume(struct one__coro_frame *frame)
{
	bpf_coro_frame_free(frame);
	return 0;
}

__attribute__((btf_decl_tag("coro_frame:one__coro_frame"),
	       btf_decl_tag("coro_resume:one__coro_resume"),
	       btf_decl_tag("coro_destroy:one__coro_destroy"),
	       btf_decl_tag("coro_abi:3")))
static NOINLINE int one(int n)
{
	struct one__coro_frame *f = bpf_coro_frame_alloc(sizeof(*f), 0);

	if (!f)
		return -12;
	*(volatile __u64 *)&f->__coro_index = ONE_SUSPEND_1;
	f->__destroy_fn = one__coro_destroy;
	f->__resume_fn = one__coro_resume;
	bpf_kfunc_coro_suspend(f);
	return n;
}

SEC("syscall")
int run(void *ctx)
{
#ifdef CALL_RESUME
	one(1);
	/* The kernel's job: the program calls the continuation itself. */
	return one__coro_resume(ctx);
#else
	return one(1);
#endif
}
