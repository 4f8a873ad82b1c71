// Proves: where a block tests a count and also takes one off it (LLVM puts
// `n - 1` above `n != 0`), the walk narrows n - 1 with n at the branch, as
// the verifier sees it (BPFCoroExitTest moves the step below the test; 6.11
// and later link the two registers). The count is [0, 1023] and the body
// can `continue` without suspending; the walk carried n - 1 round
// unbounded below and refused the loop ("can go around without
// suspending, and nothing the verifier sees bounds how often"). Reduced
// from extended fuzz seed 970; the input is the corpus program that loads
// and runs it, and the compile must succeed.
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/count-down-tested-before-step.c -o %t.o
