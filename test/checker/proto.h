/* The kernel prototype's frame kfuncs (kkdwvd/linux, DESIGN.md section 6),
 * declared as its selftests do; objects using them need not load here. */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>

extern void *bpf_coro_frame_alloc(__u64 size__k, void *ctx__ign) __ksym;
extern void bpf_coro_frame_free(void *p__coro_frame) __ksym;
extern int bpf_blk_read_coro(void *io__arena, void *buf__arena,
			     void *frame__coro_suspend) __ksym;

struct fr {
	void *resume;
	void *destroy;
	__u32 step;
	__u32 pad;
};

#define NOINLINE __attribute__((noinline))
