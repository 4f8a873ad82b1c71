// User space overwrites a saved _Bool with 2, a value the coroutine cannot
// have written: resume is CORRUPT, not a silent 0 or 1. (The compiler keeps
// !b, so the slot is the temporary __tmp0, not a member named b that would
// read inverted.)
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; poke __tmp0 2; resume 0 -> CORRUPT
// RUN: poke __tmp0 0; resume 0 -> DONE 10
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	_Bool b = bpf_coro_yield(0);

	bpf_coro_yield(1);
	return b ? 10 : 20;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
