// Correct: every region is closed before the suspension. The lit cases
// delete one closing call from the object (patchobj nop-call), which the
// compiler's own check can no longer see.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

char LICENSE[] SEC("license") = "GPL";

extern void bpf_rcu_read_lock(void) __ksym;
extern void bpf_rcu_read_unlock(void) __ksym;
extern void bpf_preempt_disable(void) __ksym;
extern void bpf_preempt_enable(void) __ksym;

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

__bpf_coro static int regions(int key)
{
	__u32 k = key;
	struct counter *c = bpf_map_lookup_elem(&counters, &k);
	long n = 0;

	if (c) {
		bpf_spin_lock(&c->lock);
		n = ++c->n;
		bpf_spin_unlock(&c->lock);
	}
	bpf_rcu_read_lock();
	bpf_rcu_read_unlock();
	bpf_coro_yield(n);
	bpf_preempt_disable();
	bpf_preempt_enable();
	bpf_coro_yield(2);
	return 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, regions(0), out); }
