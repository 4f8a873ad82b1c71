// One static coroutine started and resumed by two programs of the file.
// RUN: start 2 -> SUSPENDED 0; resume 5 -> SUSPENDED 10; resume 6 -> DONE 11
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i * 10);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))

SEC("syscall")
int other(struct corpus_args *__corpus_a)
{
	CORPUS_OP(frames, co, co(A0 + 1));
	return 0;
}
