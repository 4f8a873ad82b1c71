// Proves: a counter stepped inside the second half of a conjunction
// (`outer < 250 && k++ < 12`) bounds the loop. The IR computes the step as
// `k + zext(outer < 250)` above the branch; the code the verifier sees steps
// k by 1 below it, and the walk re-evaluates the step once the branch holds.
// It was "loop in '__bpf_coro' function 'co' can go around without
// suspending, and nothing the verifier sees bounds how often" on a
// program the verifier loads in under a thousand instructions
// (test/corpus/run/loop-postinc-in-conjunction.c, compiled here, runs it).
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/loop-postinc-in-conjunction.c -o /dev/null 2>&1 | count 0
