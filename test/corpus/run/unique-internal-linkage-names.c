// The same under -funique-internal-linkage-names, where every static
// function's symbol is mangled and suffixed
// (`_ZL2col.__uniq.<hash>`): the advice was BPF_CORO_FRAME of that,
// which cannot even be written.
// FLAGS: -funique-internal-linkage-names
// RUN: start 2 -> SUSPENDED 2; resume 3 -> DONE 5
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a)
{
	long s = a;

	s += bpf_coro_yield(s);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
