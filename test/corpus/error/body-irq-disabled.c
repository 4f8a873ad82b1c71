// IRQs disabled across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_local_irq_save(unsigned long *f) __ksym;
extern void bpf_local_irq_restore(unsigned long *f) __ksym;

__bpf_coro static int co(int n)
{
	unsigned long fl;

	bpf_local_irq_save(&fl);
	bpf_coro_yield(n); // ERROR-HERE
	bpf_local_irq_restore(&fl);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
