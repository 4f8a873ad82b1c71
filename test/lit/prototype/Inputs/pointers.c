// One coroutine per kind of pointer the kernel prototype lets stay in a
// suspended frame (docs/ABI.md section 9.1), for pointer-kinds-ir.c and
// pointer-kinds-disasm.c.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

#define __arena __attribute__((address_space(1)))

char LICENSE[] SEC("license") = "GPL";

extern int bpf_kfunc_coro_suspend(void *frame__coro_suspend) __ksym;
/* Takes what the continuation computed: the kernel discards its result. */
extern void bpf_kfunc_keep(long x) __ksym;

struct task_struct;
extern struct task_struct *bpf_task_from_pid(int pid) __ksym;
extern void bpf_task_release(struct task_struct *p) __ksym;
extern int bpf_kfunc_task_work(struct task_struct *p) __ksym;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, int);
	__type(value, long);
	__uint(max_entries, 4);
} counts SEC(".maps"), spares SEC(".maps");

/* Set from user space: where the arena list starts. */
long __arena *arena_head;

/* An arena pointer (address space 1): saved as itself. */
__bpf_coro static int arena_walk(int n)
{
	long __arena *p = arena_head;

	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	bpf_kfunc_keep(*p + n);
	return 0;
}

/* A NULL-checked value of an array map: saved as itself. */
__bpf_coro static int array_value(int k)
{
	long *v = bpf_map_lookup_elem(&counts, &k);

	if (!v)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	bpf_kfunc_keep(*v);
	return 0;
}

/* A map pointer: one of two maps, recomputed from the saved choice. */
__bpf_coro static int which_map(int n)
{
	void *m = n & 1 ? (void *)&counts : (void *)&spares;
	int k = 0;
	long *v;

	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	v = bpf_map_lookup_elem(m, &k);
	bpf_kfunc_keep(v ? *v : 0);
	return 0;
}

static long step_one(__u64 i, void *ctx) { return 0; }
static long step_two(__u64 i, void *ctx) { return 1; }

/* A function pointer: one of two callbacks, recomputed likewise. */
__bpf_coro static int which_callback(int n)
{
	long (*cb)(__u64, void *) = n & 1 ? step_one : step_two;

	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	bpf_kfunc_keep(bpf_loop(2, cb, 0, 0));
	return 0;
}

/* A referenced kernel pointer, NULL-checked: saved as itself, released
 * by destroy if the coroutine is destroyed at the await. */
__bpf_coro static int task_ref(int pid)
{
	struct task_struct *t = bpf_task_from_pid(pid);
	int r;

	if (!t)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	r = bpf_kfunc_task_work(t);
	bpf_coro_await(bpf_kfunc_coro_suspend(BPF_CORO_SELF));
	bpf_task_release(t);
	return r;
}

SEC("xdp")
int run(struct xdp_md *ctx)
{
	int n = ctx->ingress_ifindex;

	bpf_coro_spawn(arena_walk(n));
	bpf_coro_spawn(array_value(n));
	bpf_coro_spawn(which_map(n));
	bpf_coro_spawn(which_callback(n));
	return bpf_coro_spawn(task_ref(n)) == BPF_CORO_SUSPENDED ? XDP_PASS
								 : XDP_DROP;
}
