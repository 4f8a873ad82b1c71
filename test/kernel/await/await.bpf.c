// SPDX-License-Identifier: GPL-2.0
/*
 * await.bpf.c - coroutines the kernel resumes with bpf_coro_sleep(), driven
 * by await_test.c: a program starts them, the frame's bpf_timer resumes
 * them, the results reach user space through the frame (__coro_status,
 * __coro_out), .bss counters and a ring buffer.
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "await.h"

char LICENSE[] SEC("license") = "GPL";

struct await_counts counts;

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} results SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(nap));
	__uint(max_entries, 4);
} nap_frames SEC(".maps");

/* Sleeps n times for ns each, counting; reports itself when done. */
__bpf_coro static int nap(int key, int n, int ns)
{
	long woke = 0;
	int i;

	for (i = 0; i < n && i < 1024; i++) {
		woke += bpf_coro_sleep(&nap_frames, ns);
		__sync_fetch_and_add(&counts.naps[key & 3], 1);
	}
	struct await_rec *r = bpf_ringbuf_reserve(&results, sizeof(*r), 0);
	if (r) {
		r->key = key;
		r->n = i;
		r->woke = woke;
		bpf_ringbuf_submit(r, 0);
	}
	return i;
}

/* The same in a hash map: deleting the element cancels the timer. */
struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(hnap));
	__uint(max_entries, 4);
} hnap_frames SEC(".maps");

__bpf_coro static int hnap(int n, int ns)
{
	int i;

	for (i = 0; i < n && i < 16; i++) {
		bpf_coro_sleep(&hnap_frames, ns);
		__sync_fetch_and_add(&counts.hnaps, 1);
	}
	return i;
}

/*
 * The same in an LRU hash map smaller than the keys the test inserts: an
 * element the LRU evicts while its timer is pending takes the timer with
 * it.
 */
struct {
	__uint(type, BPF_MAP_TYPE_LRU_HASH);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(lnap));
	__uint(max_entries, 64);
} lnap_frames SEC(".maps");

__bpf_coro static int lnap(int ns)
{
	bpf_coro_sleep(&lnap_frames, ns);
	__sync_fetch_and_add(&counts.lnaps, 1);
	return 1;
}

/*
 * Sleeps woken by the timer or by a program's resume (which passes 1),
 * each followed by a yield only a program resumes.
 */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(race));
	__uint(max_entries, 1);
} race_frames SEC(".maps");

__bpf_coro static int race(int n, int ns)
{
	int i;

	for (i = 0; i < n && i < 100000; i++) {
		if (bpf_coro_sleep(&race_frames, ns))
			__sync_fetch_and_add(&counts.by_prog, 1);
		else
			__sync_fetch_and_add(&counts.by_timer, 1);
		bpf_coro_yield(i);
	}
	return n;
}

#define DRIVER(prog, map, fn, start_call)				\
SEC("syscall")								\
int prog(struct await_args *a)						\
{									\
	__u32 key = a->key;						\
	long out = 0;							\
	void *f = bpf_map_lookup_elem(&map, &key);			\
	int st;								\
									\
	if (!f) {							\
		a->no_frame = 1;					\
		return 0;						\
	}								\
	if (a->op == AWAIT_START)					\
		st = bpf_coro_start(f, start_call, &out);		\
	else if (a->op == AWAIT_RESUME)					\
		st = bpf_coro_resume(fn, f, a->in, &out);		\
	else								\
		st = bpf_coro_destroy(fn, f);				\
	a->status = st;							\
	a->out = out;							\
	a->index = bpf_coro_index(f);					\
	return 0;							\
}

DRIVER(drive_nap, nap_frames, nap, nap(a->key, a->n, a->ns))
DRIVER(drive_hnap, hnap_frames, hnap, hnap(a->n, a->ns))
DRIVER(drive_race, race_frames, race, race(a->n, a->ns))
DRIVER(drive_lnap, lnap_frames, lnap, lnap(a->ns))
