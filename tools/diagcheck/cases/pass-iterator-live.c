// diagcheck: pass
// what: an open-coded iterator live across a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

struct bpf_iter_num { __u64 __opaque[1]; } __attribute__((aligned(8)));
extern int bpf_iter_num_new(struct bpf_iter_num *it, int start, int end) __ksym;
extern int *bpf_iter_num_next(struct bpf_iter_num *it) __ksym;
extern void bpf_iter_num_destroy(struct bpf_iter_num *it) __ksym;

__bpf_coro static int walk(int n)
{
	struct bpf_iter_num it;
	int *v, s = 0;

	bpf_iter_num_new(&it, 0, n);
	while ((v = bpf_iter_num_next(&it)))
		s += bpf_coro_yield(*v);
	bpf_iter_num_destroy(&it);
	return s;
}

TWIN_FRAMES(frames, walk);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, walk, walk(3), 6); }
