// diagcheck: pass
// what: a suspension on some iterations of a loop bounded by a parameter
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int scan(int n)
{
	long s = 0;

	for (int i = 0; i < n; i++) {
		s += i;
		if ((i & 15) == 0)
			s += bpf_coro_yield(s);
	}
	return s;
}

TWIN_FRAMES(frames, scan);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, scan, scan(40), 780 + 1 + 2 + 3); }
