// An extern declaration marked __bpf_coro (no definition, not static).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

extern __bpf_coro int co(int n); // ERROR-HERE

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
