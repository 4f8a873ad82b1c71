// diagcheck: pass
// what: the program's context, a coroutine parameter, used after a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int twice(struct twin_ctx *ctx)
{
	long first = ctx->in;

	bpf_coro_yield(first);
	ctx->out = first * 2;
	return 0;
}

TWIN_FRAMES(frames, twice);
SEC("syscall") int run(struct twin_ctx *ctx) { return TWIN_RUN(frames, twice, twice(ctx), 0); }
