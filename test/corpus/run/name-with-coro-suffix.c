// A coroutine named x__coro: its frame is x__coro__coro_frame, its resume
// x__coro__coro_resume.
// RUN: start 2 -> SUSPENDED 0; resume 3 -> SUSPENDED 1; resume 4 -> DONE 7
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int x__coro(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

CORPUS_ARRAY(frames, x__coro);
CORPUS_DRIVER(frames, x__coro, x__coro(A0))
