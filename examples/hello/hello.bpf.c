// SPDX-License-Identifier: GPL-2.0
/*
 * hello.bpf.c - the kernel side of the hello example: one coroutine that
 * welcomes guests, one guest per run of the "hello" program. Between runs
 * it is suspended, its live variables kept in a map value (its frame).
 *
 * Build (the CMake function bpfcoro_add_bpf_object does this):
 *	clang-22 --target=bpf -O2 -g -mcpu=v3 -fplugin=BPFCoroClang.so \
 *	    -fpass-plugin=BPFCoroPasses.so -I<bpfcoro>/runtime -c hello.bpf.c
 */
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "hello.h"

char LICENSE[] SEC("license") = "GPL";

/*
 * Welcomes `guests` guests and returns their total age. Each
 * bpf_coro_yield(n) suspends it: the program run returns with n ("waiting
 * for guest n"), and the next run resumes it right here, bpf_coro_yield()
 * returning that guest's age. n and total survive in the frame meanwhile.
 */
__bpf_coro static int greeter(int guests)
{
	int total = 0;

	for (int n = 1; n <= guests; n++) {
		int age = bpf_coro_yield(n);

		total += age;
	}
	return total;
}

/* The greeter's frame: the compiler lays it out, libbpf sizes it. */
struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, __u32);
	__type(value, BPF_CORO_FRAME(greeter));
	__uint(max_entries, 1);
} frames SEC(".maps");

/*
 * One run: start the greeter if its frame is fresh or finished, else resume
 * it with the next guest's age. Either runs it up to its next
 * bpf_coro_yield() (SUSPENDED) or to its return (DONE).
 */
SEC("syscall")
int hello(struct hello_args *args)
{
	__u32 zero = 0;
	long out = 0;
	void *frame;

	frame = bpf_map_lookup_elem(&frames, &zero);
	if (!frame)
		return 1;
	if (bpf_coro_suspended(frame))
		args->status = bpf_coro_resume(greeter, frame, args->age, &out);
	else
		args->status = bpf_coro_start(frame, greeter(args->guests),
					      &out);
	args->out = out;
	args->index = bpf_coro_index(frame);
	return 0;
}
