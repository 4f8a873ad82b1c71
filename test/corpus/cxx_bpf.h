/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * cxx_bpf.h - the few pieces of bpf_helpers.h the corpus's C++ inputs use.
 * bpf_helper_defs.h does not compile as C++ (it initialises helper
 * pointers from plain integers), and the C++ inputs are there to test the
 * plugins, not libbpf's headers.
 */
#ifndef __CORPUS_CXX_BPF_H
#define __CORPUS_CXX_BPF_H

#include <linux/bpf.h>

#define SEC(name) __attribute__((section(name), used))
#define __uint(name, val) int (*name)[val]
#define __type(name, val) typeof(val) *name

static void *(*const bpf_map_lookup_elem)(void *map, const void *key) =
	(void *(*)(void *, const void *))1;

#endif /* __CORPUS_CXX_BPF_H */
