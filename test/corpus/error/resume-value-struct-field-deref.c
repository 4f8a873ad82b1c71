// A struct pointer made of the resume value, a field read.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct req { long a, b; };

__bpf_coro static long co(void)
{
	struct req *r = (struct req *)bpf_coro_yield(0);

	return r->b; // ERROR-HERE
}
CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
