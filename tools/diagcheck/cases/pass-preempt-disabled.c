// diagcheck: pass
// what: a preempt-disabled region open at a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_preempt_disable(void) __ksym;
extern void bpf_preempt_enable(void) __ksym;

__bpf_coro static int nopreempt(int k)
{
	bpf_preempt_disable();
	bpf_coro_yield(k);
	bpf_preempt_enable();
	return 0;
}

TWIN_FRAMES(frames, nopreempt);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, nopreempt, nopreempt(1), 0); }
