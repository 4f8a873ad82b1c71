// A BPF program with the plugins loaded and no coroutine at all.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

SEC("syscall")
int step(struct corpus_args *a)
{
	a->out = 1;
	return 0;
}
