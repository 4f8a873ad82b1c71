// The program's context moved by a constant before it is passed to the
// coroutine (`(void *)ctx + 8`).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void *p)
{
	long s = *(__u32 *)p;

	s += bpf_coro_yield(s);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co((char *)__corpus_a + 8)) // ERROR-HERE
