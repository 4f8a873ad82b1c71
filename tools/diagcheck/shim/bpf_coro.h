/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * The clang plugin's checks off, for diagcheck.sh only: compiled with this
 * directory first on the include path and without -fplugin=BPFCoroClang.so,
 * a program gets runtime/bpf_coro.h as usual, but __bpf_coro becomes what
 * the plugin would attach to a function (annotate("bpf_coro") + noinline),
 * so the pass plugin still splits the coroutines and nothing checks the
 * source. Never use this to build real programs.
 */
#ifndef __DIAGCHECK_SHIM_H
#define __DIAGCHECK_SHIM_H
#define __BPF_CORO_PLUGIN__ 1
#include_next <bpf_coro.h>
#undef __bpf_coro
#define __bpf_coro __attribute__((annotate("bpf_coro"), noinline))
#endif
