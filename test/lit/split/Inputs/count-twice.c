/* count.c's coroutine, resumed from a second function too: its resume
 * piece has two calls, its start one. */
#include "count.c"

int resume_again(void *f, long *out)
{
	return bpf_coro_resume(count, f, 9, out);
}
