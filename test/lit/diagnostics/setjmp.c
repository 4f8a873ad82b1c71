// Proves: setjmp, longjmp and other returns_twice calls in a coroutine are errors.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report"
#include <bpf_coro.h>

typedef long jmp_buf[8];
int setjmp(jmp_buf env);
void longjmp(jmp_buf env, int val);
__attribute__((returns_twice)) int save_here(void *ctx);

static jmp_buf env;

__bpf_coro static int jumpy(int n)
{
	if (setjmp(env)) // expected-error {{'__bpf_coro' function 'jumpy' cannot call 'setjmp'; a coroutine leaves and re-enters its body only at bpf_coro_yield() and return: use return, goto or a flag instead}}
		// CHECK: setjmp.c:[[@LINE-1]]:6: error: '__bpf_coro' function 'jumpy' cannot call 'setjmp'; a coroutine leaves and re-enters its body only at bpf_coro_yield() and return: use return, goto or a flag instead
		return 1;
	if (save_here(0)) // expected-error {{'__bpf_coro' function 'jumpy' cannot call 'save_here'}}
		// CHECK: setjmp.c:[[@LINE-1]]:6: error: '__bpf_coro' function 'jumpy' cannot call 'save_here'
		return 2;
	bpf_coro_yield(n);
	longjmp(env, 1); // expected-error {{'__bpf_coro' function 'jumpy' cannot call 'longjmp'}}
	// CHECK: setjmp.c:[[@LINE-1]]:2: error: '__bpf_coro' function 'jumpy' cannot call 'longjmp'
	return 0;
}
