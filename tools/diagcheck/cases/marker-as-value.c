// diagcheck: noplugin
// what: a marker (__bpf_coro_yield) used as a function pointer
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static long (*volatile yield_fn)(long) = __bpf_coro_yield;

SEC("syscall") int run(void *ctx) { return yield_fn(1) ? 0 : 1; }
