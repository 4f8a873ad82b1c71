// 4000 suspensions in straight line: the resume, called once, was inlined
// into the driver whatever its size, and the two together outgrew BPF's
// 16-bit jump offsets ("fatal error: error in backend: Branch target out of
// insn range"). A piece this large now stays a call.
// RUN: start 7 -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 2 -> SUSPENDED 2
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

#define Y1 s += bpf_coro_yield(__COUNTER__);
#define Y10 Y1 Y1 Y1 Y1 Y1 Y1 Y1 Y1 Y1 Y1
#define Y100 Y10 Y10 Y10 Y10 Y10 Y10 Y10 Y10 Y10 Y10
#define Y1000 Y100 Y100 Y100 Y100 Y100 Y100 Y100 Y100 Y100 Y100

static int __bpf_coro co(int n)
{
	long s = 0;

	Y1000 Y1000 Y1000 Y1000
	return (int)s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
