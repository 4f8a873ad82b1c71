// diagcheck: noplugin
// what: setjmp()/longjmp() in a coroutine
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>
#include "twin.h"

char LICENSE[] SEC("license") = "GPL";

typedef long jmp_buf[8];
int setjmp(jmp_buf env);
void longjmp(jmp_buf env, int val);

static jmp_buf env;

__bpf_coro static int jumpy(int n)
{
	if (setjmp(env))
		return 1;
	bpf_coro_yield(n);
	longjmp(env, 1);
	return 0;
}

TWIN_FRAMES(frames, jumpy);
SEC("syscall") int run(void *ctx) { return TWIN_RUN(frames, jumpy, jumpy(3), 1); }
