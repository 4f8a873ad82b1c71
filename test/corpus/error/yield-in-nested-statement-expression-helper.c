// A yield inside a statement expression in a helper macro used in a
// program (not a coroutine).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

#define NEXT(v) ({ long __t = (v); bpf_coro_yield(__t); })

SEC("syscall")
int step(struct corpus_args *a)
{
	a->out = NEXT(a->in); // ERROR-HERE
	return 0;
}
