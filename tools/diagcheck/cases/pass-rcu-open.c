// diagcheck: pass
// what: an RCU read section open at a suspension
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;

__bpf_coro static int rcu(int k)
{
	bpf_rcu_read_lock();
	if (k)
		bpf_coro_yield(1);
	bpf_rcu_read_unlock();
	bpf_coro_yield(2);
	return 0;
}

TWIN_FRAMES(frames, rcu);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, rcu, rcu(1), 0); }
