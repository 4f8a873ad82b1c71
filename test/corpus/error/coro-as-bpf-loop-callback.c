// A coroutine passed to bpf_loop() as its callback.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long cb(__u32 i, void *ctx)
{
	bpf_coro_yield(i);
	return 0;
}
CORPUS_ARRAY(frames, cb);
CORPUS_BEGIN
	bpf_loop(3, cb, 0, 0); // ERROR-HERE
CORPUS_END
