// An RCU read section open across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;

__bpf_coro static int co(int n)
{
	bpf_rcu_read_lock();
	bpf_coro_yield(n); // ERROR-HERE
	bpf_rcu_read_unlock();
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
