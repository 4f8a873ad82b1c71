// A counter stepped in the second half of a conjunction, `outer < 250 &&
// k++ < 12`, beside a conditional yield. The compiler reported the loop as
// one nothing bounds between two suspensions (the step is `k + zext(outer <
// 250)` above the branch in IR, `k + 1` below it in the code the verifier
// sees); the verifier loads it in under a thousand instructions.
// test/lit/loopbound/counter-stepped-after-conjunction.c is the reduced
// compile test.
// RUN: start 0 0 -> SUSPENDED -128; resume 5 -> SUSPENDED -125; resume 5 -> DONE -110812
// RUN: start 10 0 -> SUSPENDED -118; resume 3 -> SUSPENDED -115; resume 3 -> DONE -14802
// RUN: start 249 0 -> DONE 88252
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";
#define YIELD(x) bpf_coro_yield(x)

static long __bpf_coro co(long a, long b)
{

	long acc = 0;
	__u8 outer = (__u8)a;
	int k = 0;
	while (outer < 250 && k++ < 12) {
		__s8 inner = (__s8)(outer - 128);
		if (inner < -100)
			acc += YIELD(inner);
		else
			acc += inner;
		outer += 37;
	}
	return acc * 1000 + outer;

}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1))
