// A correct coroutine whose every start, resume and destroy passes the same
// global buffer as the frame: the interprocedural passes may specialise the
// pieces for their callers, but each still takes the frame in R1.
#include <bpf_coro.h>

__bpf_coro static int sum(int n)
{
	int s = 0;

	for (int i = 0; i < n && i < 8; i++)
		s += bpf_coro_yield(i);
	return s;
}

char area[512];
long out;

void start(void) { bpf_coro_start(area, sum(3), &out); }
void resume(void) { bpf_coro_resume(sum, area, 1, &out); }
void destroy(void) { bpf_coro_destroy(sum, area); }
