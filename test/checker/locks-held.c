// Built with -mllvm -bpf-coro-skip-checks (the compiler would refuse it):
// each coroutine suspends with one kind of region open.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

char LICENSE[] SEC("license") = "GPL";

extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;
extern void bpf_preempt_disable(void) __ksym;
extern void bpf_preempt_enable(void) __ksym;
extern void bpf_local_irq_save(unsigned long *flags) __ksym;
extern void bpf_local_irq_restore(unsigned long *flags) __ksym;

struct counter {
	struct bpf_spin_lock lock;
	long n;
};
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct counter);
	__uint(max_entries, 1);
} counters SEC(".maps");

__bpf_coro static int spin(int key)
{
	__u32 k = key;
	struct counter *c = bpf_map_lookup_elem(&counters, &k);

	if (!c)
		return 0;
	bpf_spin_lock(&c->lock);
	c->n++;
	bpf_coro_yield(c->n);
	bpf_spin_unlock(&c->lock);
	return 0;
}

__bpf_coro static int rcu(int k)
{
	bpf_rcu_read_lock();
	if (k)
		bpf_coro_yield(1);
	bpf_rcu_read_unlock();
	return 0;
}

__bpf_coro static int preempt(int k)
{
	bpf_preempt_disable();
	bpf_coro_yield(k);
	bpf_preempt_enable();
	return 0;
}

__bpf_coro static int irq(int k)
{
	unsigned long flags;

	bpf_local_irq_save(&flags);
	bpf_coro_yield(k);
	bpf_local_irq_restore(&flags);
	return 0;
}

/* A frame each: one frame's states are one coroutine's (ABI section 3). */
int use(void *f1, void *f2, void *f3, void *f4, long *out)
{
	return bpf_coro_start(f1, spin(0), out) + bpf_coro_start(f2, rcu(1), out) +
	       bpf_coro_start(f3, preempt(2), out) + bpf_coro_start(f4, irq(3), out);
}
