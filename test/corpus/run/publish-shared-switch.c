// Suspension points that end alike share one publish (BPFCoroSinkPublish):
// a switch of six cases in a loop, each yielding after
// changing x, y, z differently.
// Expected values from the same C run on the host with yield simulated.
// RUN: start 2 -> SUSPENDED 2; resume 1 -> SUSPENDED 87; resume 2 -> SUSPENDED 9; resume 3 -> SUSPENDED 100; resume 4 -> SUSPENDED 288; resume 5 -> SUSPENDED 290; resume 6 -> SUSPENDED 90; resume 7 -> SUSPENDED 389; resume 8 -> DONE 31478396
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(int sel)
{
	long x = 0, y = sel, z = 1;

	for (int i = 0; i < 8; i++) {
		switch ((unsigned)(sel + i) % 6) {
		case 0: x += 11; z *= 2; x += bpf_coro_yield(x); break;
		case 1: x -= 3; z += 5; x += bpf_coro_yield(x); break;
		case 2: x ^= 0x55; z -= 1; x += bpf_coro_yield(y); break;
		case 3: y += x; z ^= 9; x += bpf_coro_yield(x + 1); break;
		case 4: y -= 2; x += bpf_coro_yield(z); break;
		default: x *= 3; y += 4; x += bpf_coro_yield(100); break;
		}
	}
	return x + y * 1000 + z * 1000000;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
