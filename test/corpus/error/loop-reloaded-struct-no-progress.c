// The same with a struct's fields: the exit tests reloaded fields only.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct st { int stop; int go; };

__bpf_coro static long co(int n)
{
	struct st t = { n, 1 };
	long s = 0;

	for (int k = 0; k < 2; k++) {
		s += bpf_coro_yield(k);
		do { // ERROR-HERE
			if (t.stop)
				break;
		} while (t.go);
	}
	return s;
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
