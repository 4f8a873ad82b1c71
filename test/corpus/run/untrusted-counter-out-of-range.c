// User space overwrites a saved loop counter with a value the coroutine
// cannot have written: resume is CORRUPT and leaves the frame as it was;
// once the counter is put back in range the coroutine goes on from there.
// RUN: start -> SUSPENDED 0; poke i 1000; resume 0 -> CORRUPT; resume 0 -> CORRUPT
// RUN: poke i 1; resume 0 -> SUSPENDED 2; resume 0 -> SUSPENDED 3; resume 0 -> DONE 9
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long a[4] = { 1, 2, 3, 4 };
	long s = 0;

	for (int i = 0; i < 4; i++) {
		bpf_coro_yield(i);
		s += a[i];
	}
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
