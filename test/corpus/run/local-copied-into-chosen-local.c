// A buffer handed to a helper and then copied into one of two locals a
// select chooses, a size read back from the copy before the suspension
// (from an adversarial round on locals in the frame). The buffer was put in
// the frame (the copy's other side was looked for through the select's
// first object only): the copy read the frame's bytes, whose value the
// verifier does not know, and bpf_probe_read_kernel()'s size from it was
// refused ("R2 min value is negative"). g's bytes are little-endian: 5 of
// them are 0x4455667788, 2 are 0x7788.
// RUN: start 5 -> SUSPENDED 293490554760; resume 1 -> DONE 1
// RUN: start 2 -> SUSPENDED 30600; resume 0 -> DONE 0
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

struct {
	__uint(type, BPF_MAP_TYPE_RINGBUF);
	__uint(max_entries, 4096);
} rb SEC(".maps");

static long g = 0x1122334455667788;

__bpf_coro static long co(long a)
{
	__u64 buf[2], x[2], y[2], tmp = 0;
	__u64 *d = (a & 1) ? x : y;
	long in;

	buf[0] = a & 7;
	buf[1] = 0;
	bpf_ringbuf_output(&rb, buf, 8, 0);
	__builtin_memcpy(d, buf, 16);
	bpf_probe_read_kernel(&tmp, d[0], &g);
	in = bpf_coro_yield(tmp);
	bpf_ringbuf_output(&rb, buf, 8, 0);
	return in;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
