// A coroutine whose symbol is an asm label (`co(long) __asm__("co_impl")`).
// The frame type was named after the symbol, so the map declared with
// BPF_CORO_FRAME(co) was refused, with advice to write
// BPF_CORO_FRAME(co_impl), a type nothing declares. Frames and pieces are
// now named after the source's name.
// RUN: start 2 -> SUSPENDED 2; resume 3 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a) __asm__("co_impl");

__bpf_coro static long co(long a)
{
	long s = a;

	s += bpf_coro_yield(s);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
