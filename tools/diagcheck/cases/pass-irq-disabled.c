// diagcheck: pass
// what: an IRQ-disabled region open at a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_local_irq_save(unsigned long *flags) __ksym;
extern void bpf_local_irq_restore(unsigned long *flags) __ksym;

__bpf_coro static int noirq(int k)
{
	unsigned long flags;

	bpf_local_irq_save(&flags);
	bpf_coro_yield(k);
	bpf_local_irq_restore(&flags);
	return 0;
}

TWIN_FRAMES(frames, noirq);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, noirq, noirq(1), 0); }
