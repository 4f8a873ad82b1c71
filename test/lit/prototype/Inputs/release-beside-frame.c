// Task references released in the continuation while the frame sits in r2,
// a register bpf_task_release(t) does not take
// (checker/prototype-output.test).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

struct task_struct;
extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;
extern struct task_struct *bpf_task_from_pid(int pid) __ksym;
extern struct task_struct *bpf_task_acquire(struct task_struct *p) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;
extern int bpf_kfunc_task_work(struct task_struct *p) __ksym;

long res[1];

__bpf_coro static int twice(int pid, int n)
{
	struct task_struct *t = bpf_task_from_pid(pid);
	struct task_struct *u;
	int r = 0;

	if (!t)
		return 0;
	u = bpf_task_acquire(t);
	if (!u) {
		bpf_task_release(t);
		return 0;
	}
	for (int i = 0; i < n && i < 4; i++) {
		bpf_coro_await(bpf_kfunc_coro_suspend(i, BPF_CORO_SELF));
		r += bpf_kfunc_task_work(t);
		if (r > 100) {
			bpf_task_release(u);
			bpf_task_release(t);
			return 1;
		}
	}
	bpf_task_release(t);
	bpf_coro_await(bpf_kfunc_coro_suspend(r, BPF_CORO_SELF));
	r += bpf_kfunc_task_work(u);
	bpf_task_release(u);
	res[0] = r;
	return 0;
}

SEC("xdp") int step(struct xdp_md *ctx)
{
	return bpf_coro_spawn(twice(ctx->ingress_ifindex, ctx->rx_queue_index));
}
