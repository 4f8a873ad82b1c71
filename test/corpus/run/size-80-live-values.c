// 80 values live across one suspension: past the BPF stack, so a clean
// error is acceptable; a crash is not.
// MAY-FAIL
// RUN: start 1 -> SUSPENDED 3; resume 0 -> DONE 6560
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(long n)
{
	long v0 = n * 3 + 0;
	long v1 = n * 4 + 1;
	long v2 = n * 5 + 2;
	long v3 = n * 6 + 3;
	long v4 = n * 7 + 4;
	long v5 = n * 8 + 5;
	long v6 = n * 9 + 6;
	long v7 = n * 10 + 7;
	long v8 = n * 11 + 8;
	long v9 = n * 12 + 9;
	long v10 = n * 13 + 10;
	long v11 = n * 14 + 11;
	long v12 = n * 15 + 12;
	long v13 = n * 16 + 13;
	long v14 = n * 17 + 14;
	long v15 = n * 18 + 15;
	long v16 = n * 19 + 16;
	long v17 = n * 20 + 17;
	long v18 = n * 21 + 18;
	long v19 = n * 22 + 19;
	long v20 = n * 23 + 20;
	long v21 = n * 24 + 21;
	long v22 = n * 25 + 22;
	long v23 = n * 26 + 23;
	long v24 = n * 27 + 24;
	long v25 = n * 28 + 25;
	long v26 = n * 29 + 26;
	long v27 = n * 30 + 27;
	long v28 = n * 31 + 28;
	long v29 = n * 32 + 29;
	long v30 = n * 33 + 30;
	long v31 = n * 34 + 31;
	long v32 = n * 35 + 32;
	long v33 = n * 36 + 33;
	long v34 = n * 37 + 34;
	long v35 = n * 38 + 35;
	long v36 = n * 39 + 36;
	long v37 = n * 40 + 37;
	long v38 = n * 41 + 38;
	long v39 = n * 42 + 39;
	long v40 = n * 43 + 40;
	long v41 = n * 44 + 41;
	long v42 = n * 45 + 42;
	long v43 = n * 46 + 43;
	long v44 = n * 47 + 44;
	long v45 = n * 48 + 45;
	long v46 = n * 49 + 46;
	long v47 = n * 50 + 47;
	long v48 = n * 51 + 48;
	long v49 = n * 52 + 49;
	long v50 = n * 53 + 50;
	long v51 = n * 54 + 51;
	long v52 = n * 55 + 52;
	long v53 = n * 56 + 53;
	long v54 = n * 57 + 54;
	long v55 = n * 58 + 55;
	long v56 = n * 59 + 56;
	long v57 = n * 60 + 57;
	long v58 = n * 61 + 58;
	long v59 = n * 62 + 59;
	long v60 = n * 63 + 60;
	long v61 = n * 64 + 61;
	long v62 = n * 65 + 62;
	long v63 = n * 66 + 63;
	long v64 = n * 67 + 64;
	long v65 = n * 68 + 65;
	long v66 = n * 69 + 66;
	long v67 = n * 70 + 67;
	long v68 = n * 71 + 68;
	long v69 = n * 72 + 69;
	long v70 = n * 73 + 70;
	long v71 = n * 74 + 71;
	long v72 = n * 75 + 72;
	long v73 = n * 76 + 73;
	long v74 = n * 77 + 74;
	long v75 = n * 78 + 75;
	long v76 = n * 79 + 76;
	long v77 = n * 80 + 77;
	long v78 = n * 81 + 78;
	long v79 = n * 82 + 79;
	long got = bpf_coro_yield(v0);

	return got + v0 + v1 + v2 + v3 + v4 + v5 + v6 + v7 + v8 + v9 + v10 + v11 + v12 + v13 + v14 + v15 + v16 + v17 + v18 + v19 + v20 + v21 + v22 + v23 + v24 + v25 + v26 + v27 + v28 + v29 + v30 + v31 + v32 + v33 + v34 + v35 + v36 + v37 + v38 + v39 + v40 + v41 + v42 + v43 + v44 + v45 + v46 + v47 + v48 + v49 + v50 + v51 + v52 + v53 + v54 + v55 + v56 + v57 + v58 + v59 + v60 + v61 + v62 + v63 + v64 + v65 + v66 + v67 + v68 + v69 + v70 + v71 + v72 + v73 + v74 + v75 + v76 + v77 + v78 + v79;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0))
