// Proves: locals that cross different suspensions, each area fitting the
// frame, but together above the 512-byte BPF stack, are a compile error at
// the suspension of the largest, naming them, not a backend "stack limit
// is exceeded" without a variable.
// RUN: %clang_verify %s
// RUN: not %clang_bpf -c %s -o /dev/null 2>&1 | FileCheck %s --implicit-check-not="PLEASE submit a bug report" --implicit-check-not="stack limit is exceeded"
#include <bpf_coro.h>

static long (*const read_mem)(void *dst, unsigned int size, const void *src) = (void *)4;

__bpf_coro static int two(const void *p)
{
	char first[304];
	char second[296];
	long r;

	read_mem(first, sizeof(first), p);
	bpf_coro_yield(0); // expected-error {{locals of '__bpf_coro' function 'two' live across its suspensions need 600 bytes of stack, above the 512-byte BPF stack: each stays in memory to be copied to and from the frame; largest: 'first' (304 bytes, across line 18), 'second' (296 bytes, across line 22); keep large data in a map value instead of the stack}}
	// CHECK: pass-locals-stack-too-large.c:[[@LINE-1]]:2: error: locals of '__bpf_coro' function 'two' live across its suspensions need 600 bytes of stack
	r = first[0] + first[303];
	read_mem(second, sizeof(second), first);
	bpf_coro_yield(r);
	return second[0] + second[295];
}

// The same locals in consecutive scopes: their lifetimes do not overlap,
// the backend gives them one area (304 bytes), and there is no error.
static char src[296];

__bpf_coro static int scopes(const void *p)
{
	long r;

	{
		char first[304];

		read_mem(first, sizeof(first), p);
		bpf_coro_yield(0);
		r = first[0] + first[303];
	}
	{
		char second[296];

		read_mem(second, sizeof(second), src);
		bpf_coro_yield(r);
		r += second[0] + second[295];
	}
	return r;
}

int use(void *f, long *out) { return bpf_coro_start(f, two(0), out); }
int use_scopes(void *f, long *out) { return bpf_coro_start(f, scopes(0), out); }
