// bpf_coro_yield() directly in a SEC("syscall") program.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

SEC("syscall")
int step(struct corpus_args *a)
{
	a->out = bpf_coro_yield(1); // ERROR-HERE
	return 0;
}
