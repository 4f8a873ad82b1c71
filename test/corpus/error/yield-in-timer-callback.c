// bpf_coro_yield() in a bpf_timer callback set up by a coroutine.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct tval { struct bpf_timer t; };
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, struct tval);
	__uint(max_entries, 1);
} timers SEC(".maps");

static int fire(void *map, __u32 *key, struct tval *v)
{
	bpf_coro_yield(1); // ERROR-HERE
	return 0;
}

__bpf_coro static int co(int n)
{
	__u32 k = 0;
	struct tval *v = bpf_map_lookup_elem(&timers, &k);

	if (v) {
		bpf_timer_init(&v->t, &timers, 1);
		bpf_timer_set_callback(&v->t, fire);
	}
	bpf_coro_yield(n);
	return n;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
