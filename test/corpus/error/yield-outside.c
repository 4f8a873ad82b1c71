// bpf_coro_yield() in a plain function.
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"

int plain(int x)
{
	return bpf_coro_yield(x); // ERROR-HERE
}
