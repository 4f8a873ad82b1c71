// A pointer to a field of the program's context passed to the coroutine:
// the verifier refuses to dereference a modified ctx pointer in a subprogram.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(__s64 *p)
{
	long s = *p;

	s += bpf_coro_yield(s);
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(&__corpus_a->arg[1])) // ERROR-HERE
