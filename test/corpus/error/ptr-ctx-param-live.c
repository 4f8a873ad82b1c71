// The context pointer parameter used after a suspension.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int co(struct corpus_args *ctx) // ERROR-HERE
{
	bpf_coro_yield(1); // ERROR-HERE
	return ctx->arg[0]; // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(__corpus_a))
