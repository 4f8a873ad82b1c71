// Proves: the fix for pass-pointer-live.c compiles: keep the key across the
// suspension and look the value up again after resuming.
// RUN: %clang_verify %s
// expected-no-diagnostics
#include <bpf_coro.h>

struct val { long x; };
extern void *lookup(int key);

__bpf_coro static int relookup(int key)
{
	struct val *v = lookup(key);
	if (!v)
		return 0;
	bpf_coro_yield(v->x);
	v = lookup(key);
	return v ? v->x : 0;
}

int use(void *f, long *out) { return bpf_coro_start(f, relookup(1), out); }
