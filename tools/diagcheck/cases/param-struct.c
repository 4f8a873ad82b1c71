// diagcheck: noplugin
// what: a struct passed by value to a coroutine, used after a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct req { int id; long pad[2]; };

__bpf_coro static int serve(struct req r)
{
	int k = bpf_coro_yield(0);

	return r.id + k;	/* r is a value: it should survive the yield */
}

TWIN_FRAMES(frames, serve);

SEC("syscall") int run(void *ctx)
{
	struct req r = { .id = 30 };

	return TWIN_RUN(frames, serve, serve(r), 31);
}
