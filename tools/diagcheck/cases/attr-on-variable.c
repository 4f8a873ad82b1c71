// diagcheck: noplugin
// what: __bpf_coro on a function pointer variable, called through; without
// the check clang drops the attribute, so here it is simply absent
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

static int tick(int n) { return n + 1; }

static int (/* __bpf_coro */ *volatile fp)(int) = tick;

SEC("syscall") int run(void *ctx) { return fp(1) == 2 ? 0 : 1; }
