// bpf_coro_start() on a char array in .bss instead of a frame map: global
// data is a map value that lives as long as the object, large enough for
// the frame, so this is a valid frame (FrameCheck checks its size).
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";


__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

char area[512];

CORPUS_BEGIN
	long out;

	__corpus_a->status = bpf_coro_start(area, sum(A0), &out);
CORPUS_END
