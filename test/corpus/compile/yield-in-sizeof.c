// bpf_coro_yield() in sizeof and typeof outside a coroutine: not evaluated.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long g = sizeof(bpf_coro_yield(1));
typeof(bpf_coro_yield(2)) h;
