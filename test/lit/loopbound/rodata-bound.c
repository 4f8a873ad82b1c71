// Proves: a loop bounded by a `const volatile` global (libbpf's .rodata,
// frozen before the load, which the verifier reads as a constant), around a
// yield on some iterations only, compiles. The walk took the load for
// unknown and reported "loop in '__bpf_coro' function 'co' can go around
// without suspending, and nothing the verifier sees bounds how often"; the
// program loads (test/corpus/run/loop-bound-from-rodata.c, which runs it).
// It walks with the value the object starts with; so does a field of a
// const struct (loop-bound-from-rodata-struct.c).
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/loop-bound-from-rodata.c -o /dev/null 2>&1 | count 0
// RUN: %clang_bpf -I%S/../../corpus -c %S/../../corpus/run/loop-bound-from-rodata-struct.c -o /dev/null 2>&1 | count 0
