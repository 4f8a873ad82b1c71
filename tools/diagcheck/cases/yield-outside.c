// diagcheck: noplugin
// what: bpf_coro_yield() in the program itself
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

SEC("syscall") int run(void *ctx) { return bpf_coro_yield(1) == 1 ? 0 : 1; }
