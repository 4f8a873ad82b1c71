// 44 values live across one suspension point.
// RUN: start 1 -> SUSPENDED 1; resume 4 -> DONE 1940
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long v0 = n * 1 + 0;
	long v1 = n * 2 + 1;
	long v2 = n * 3 + 2;
	long v3 = n * 4 + 3;
	long v4 = n * 5 + 4;
	long v5 = n * 6 + 5;
	long v6 = n * 7 + 6;
	long v7 = n * 8 + 7;
	long v8 = n * 9 + 8;
	long v9 = n * 10 + 9;
	long v10 = n * 11 + 10;
	long v11 = n * 12 + 11;
	long v12 = n * 13 + 12;
	long v13 = n * 14 + 13;
	long v14 = n * 15 + 14;
	long v15 = n * 16 + 15;
	long v16 = n * 17 + 16;
	long v17 = n * 18 + 17;
	long v18 = n * 19 + 18;
	long v19 = n * 20 + 19;
	long v20 = n * 21 + 20;
	long v21 = n * 22 + 21;
	long v22 = n * 23 + 22;
	long v23 = n * 24 + 23;
	long v24 = n * 25 + 24;
	long v25 = n * 26 + 25;
	long v26 = n * 27 + 26;
	long v27 = n * 28 + 27;
	long v28 = n * 29 + 28;
	long v29 = n * 30 + 29;
	long v30 = n * 31 + 30;
	long v31 = n * 32 + 31;
	long v32 = n * 33 + 32;
	long v33 = n * 34 + 33;
	long v34 = n * 35 + 34;
	long v35 = n * 36 + 35;
	long v36 = n * 37 + 36;
	long v37 = n * 38 + 37;
	long v38 = n * 39 + 38;
	long v39 = n * 40 + 39;
	long v40 = n * 41 + 40;
	long v41 = n * 42 + 41;
	long v42 = n * 43 + 42;
	long v43 = n * 44 + 43;
	long got = bpf_coro_yield(v0);

	return got + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15 + v16 + v17 + v18 + v19 + v20 + v21 + v22 + v23 + v24 + v25 + v26 + v27 + v28 + v29 + v30 + v31 + v32 + v33 + v34 + v35 + v36 + v37 + v38 + v39 + v40 + v41 + v42 + v43;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
