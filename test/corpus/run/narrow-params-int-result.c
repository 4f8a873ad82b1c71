// Narrow parameters (a signed char, an unsigned short) saved across
// suspensions and mixed with int resume values that overflow them, in an
// int coroutine whose result is negative. The expected values are the
// body's, run on the host (cc -fwrapv).
// RUN: start -5 65535 -> SUSPENDED 65530; resume 1 -> SUSPENDED 4079; resume 2 -> SUSPENDED 12237; resume 3 -> DONE -379525;
// RUN: start 200 70000 -> SUSPENDED 4408; resume -1 -> SUSPENDED 457; resume -100000 -> SUSPENDED 283; resume 7 -> DONE -69616;
// RUN: start 127 0 -> SUSPENDED 127; resume 2147483647 -> SUSPENDED 61566; resume -2147483648 -> SUSPENDED 61562; resume 5 -> DONE -3406203
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(__s8 p, __u16 q)
{
	int acc = p;
	__s8 small = p;
	__u16 big = q;

	for (int i = 0; i < 3; i++) {
		int in = bpf_coro_yield(small + big);
		small = (__s8)(small * 3 - in);
		big = (__u16)(big + (in << 12));
		acc = acc * 7 + small - big;
	}
	return acc + p - q;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co((__s8)A0, (__u16)A1))
