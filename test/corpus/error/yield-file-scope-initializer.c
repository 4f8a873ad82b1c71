// bpf_coro_yield() in the initializer of a global.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

long g = bpf_coro_yield(3); // ERROR-HERE
