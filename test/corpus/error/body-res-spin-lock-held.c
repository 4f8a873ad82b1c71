// A bpf_res_spin_lock held across a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct bpf_res_spin_lock { __u32 val; };
extern int bpf_res_spin_lock(struct bpf_res_spin_lock *l) __ksym;
extern void bpf_res_spin_unlock(struct bpf_res_spin_lock *l) __ksym;
struct rl { struct bpf_res_spin_lock l; long v; };
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct rl);
	__uint(max_entries, 1);
} rls SEC(".maps");

__bpf_coro static int co(int n)
{
	__u32 k = 0;
	struct rl *r = bpf_map_lookup_elem(&rls, &k);

	if (!r || bpf_res_spin_lock(&r->l))
		return 0;
	bpf_coro_yield(n); // ERROR-HERE
	bpf_res_spin_unlock(&r->l);
	return 0;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
