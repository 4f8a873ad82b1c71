// Each program breaks one rule of the kernel prototype's coroutines
// (DESIGN.md section 6); test/lit/checker/proto.test checks each error.
#include "proto.h"

char LICENSE[] SEC("license") = "GPL";

static NOINLINE int fine(struct fr *f)
{
	bpf_coro_frame_free(f);
	return 0;
}

static NOINLINE int returns_one(struct fr *f)
{
	bpf_coro_frame_free(f);
	return 1;
}

static NOINLINE int leaks(struct fr *f)
{
	if (f->step)
		return 0;
	bpf_coro_frame_free(f);
	return 0;
}

SEC("syscall")
int no_slot0(void *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	if (!f)
		return 0;
	f->step = 1;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}

SEC("syscall")
int too_big(void *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(1024, ctx);

	if (!f)
		return 0;
	f->resume = fine;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}

SEC("syscall")
int no_null_check(void *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	f->resume = fine;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}

SEC("syscall")
int moved(void *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	if (!f)
		return 0;
	f->resume = fine;
	bpf_blk_read_coro(0, 0, &f->step);
	return 0;
}

SEC("syscall")
int not_freed(int *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	if (!f)
		return 0;
	if (*ctx)
		return 1;
	f->resume = fine;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}

SEC("syscall")
int keeps_going(int *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	if (!f)
		return 0;
	f->resume = fine;
	*ctx = bpf_blk_read_coro(0, 0, f);
	return 0;
}

SEC("syscall")
int bad_conts(int *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	if (!f)
		return 0;
	if (*ctx)
		f->resume = returns_one;
	else
		f->resume = leaks;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}

SEC("syscall")
int small_frame(void *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(16, ctx);

	if (!f)
		return 0;
	f->resume = fine;
	f->step = 1;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}

struct fr_keep {
	struct fr h;
	long *keep;
};

SEC("syscall")
int stack_in_frame(void *ctx)
{
	struct fr_keep *f = bpf_coro_frame_alloc(sizeof(*f), ctx);
	long local = 1;

	if (!f)
		return 0;
	f->h.resume = fine;
	f->keep = &local;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}
