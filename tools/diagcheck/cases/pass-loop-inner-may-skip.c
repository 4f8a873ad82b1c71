// diagcheck: pass
// what: a suspension in an inner loop that may run zero times
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static int grid(int rows, int cols)
{
	long s = 0;

	for (int r = 0; r < rows; r++)
		for (int c = 0; c < cols; c++)
			s += bpf_coro_yield(r * 100 + c);
	return s;
}

/* Read at run time: the verifier does not know them. */
volatile int rows = 2, cols = 3;

TWIN_FRAMES(frames, grid);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, grid, grid(rows, cols), 21); }
