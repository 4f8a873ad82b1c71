// What the prototype's lowering must produce: accepted by bpfcoro-check.
#include "proto.h"

char LICENSE[] SEC("license") = "GPL";

static NOINLINE int again(struct fr *f)
{
	if (f->step < 3) {
		f->step++;
		f->resume = again;
		bpf_blk_read_coro(0, 0, f);
#ifdef GOTOL
		/* -mcpu=v4's long jump (JMP32 | JA) on the way out. */
		asm volatile("gotol +0");
#endif
		return 0;
	}
	bpf_coro_frame_free(f);
	return 0;
}

SEC("syscall")
int start(void *ctx)
{
	struct fr *f = bpf_coro_frame_alloc(sizeof(*f), ctx);

	if (!f)
		return 0;
	f->resume = again;
	f->step = 0;
	bpf_blk_read_coro(0, 0, f);
	return 0;
}
