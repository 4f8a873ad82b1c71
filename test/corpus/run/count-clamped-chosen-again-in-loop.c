// Extended fuzz seed 23757, reduced: a count-down loop whose count is
// chosen again after its clamp, `(a & 7) == 0 ? clamp(b, 0, 4) : 4`, in an
// outer loop that suspends. The optimiser hoisted the clamp out of the
// outer loop and kept the choice in it, a 64-bit select of the clamp's
// zero extension. BPFCoroExitTest makes such a clamp choose among 64-bit
// registers, so that its test and its copy share one (the verifier links
// a 32-bit copy to its source only sometimes), but only where the choice
// reaches a loop's count through phis and extensions: through the select
// it did not, the clamp copied b's low half and tested b's, the copy kept
// no lower bound, and the loop counted down from 0xffffffff until a
// million instructions where the seed's plain twin loads. Selects now carry a
// count too. The expected values are the body's, run on the host.
// RUN: start 7 0 -> DONE 1
// RUN: start 8 3 -> SUSPENDED 0; resume 10 -> DONE 11
// RUN: start 96 1 -> SUSPENDED 0; resume 5 -> SUSPENDED 2; resume 6 -> DONE 1
// RUN: start 96 -1 -> SUSPENDED 0; resume 5 -> SUSPENDED 2; resume 6 -> DONE 107
// RUN: start 64 2 -> DONE 1
// RUN: start 32 2147483651 -> SUSPENDED 0; resume 9 -> DONE 41
// RUN: start 0 7 -> SUSPENDED 0; resume 100 -> DONE 101
// RUN: start -8 5 -> SUSPENDED 0; resume 1 -> SUSPENDED 2; resume 2 -> DONE 1
// RUN: start 104 4 -> DONE 1
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long a, long b)
{
	__u64 v = a;
	int n = (int)(((__u64)a >> 5) & 3) + 1;

	for (int i = 0; i < n; i++) {
		int k = (int)((((__u64)a & 7) == 0) ? (__u64)b : 5);

		if (k > 4)
			k = 4;
		if (k < 0)
			k = 0;
		while (k-- > 0)
			v = (__u64)(k + 1);
		if ((((__u64)a << 3) ^ (__u64)(i + 1) * (__u64)b) & 1)
			v += bpf_coro_yield(i);
	}
	return v;
}

CORPUS_ARRAY(frames, co);

CORPUS_BEGIN
	CORPUS_OP(frames, co, co(A0, A1));
CORPUS_END
