// A value of one of two maps chosen at run time (`c ? &a : &b`, a branch
// per map to the verifier), checked against NULL, kept across an await:
// kept in the frame when both maps are arrays, refused naming the one
// that is not. The map was read only as a constant, so both were refused
// as "map '?', which is not a BPF_MAP_TYPE_ARRAY" (an adversarial round).
// RUN: %clang_verify -DBAD -mllvm -bpf-coro-target=prototype %s
// RUN: %clang_bpf -mllvm -bpf-coro-target=prototype -S -emit-llvm %s -o - | FileCheck %s
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include <bpf_coro.h>

extern int bpf_kfunc_coro_suspend(__u64 cookie,
				  void *frame__coro_suspend) __ksym;

struct {
	__uint(type, BPF_MAP_TYPE_ARRAY);
	__type(key, int);
	__type(value, long);
	__uint(max_entries, 8);
} one SEC(".maps"), two SEC(".maps");

struct {
	__uint(type, BPF_MAP_TYPE_HASH);
	__type(key, int);
	__type(value, long);
	__uint(max_entries, 8);
} table SEC(".maps");

// The value's address is saved at 24 and read back in the continuation.
// CHECK-LABEL: define internal noundef i32 @either__coro_resume(ptr %0)
// CHECK:         %[[P:[0-9]+]] = getelementptr inbounds nuw i8, ptr %0, i64 24
// CHECK-NEXT:    load ptr, ptr %[[P]], align 8
__bpf_coro static int either(int k)
{
	long *w = bpf_map_lookup_elem(k & 1 ? (void *)&one : (void *)&two, &k);

	if (!w)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(k, BPF_CORO_SELF));
	*w += 1;
	return 0;
}

#ifdef BAD
__bpf_coro static int mixed(int k)
{
	long *w = bpf_map_lookup_elem(k & 1 ? (void *)&one : (void *)&table, &k); // expected-error {{it points into a value of map 'table', a BPF_MAP_TYPE_HASH, and only an array's values outlive the RCU read section the lookup holds}}

	if (!w)
		return 0;
	bpf_coro_await(bpf_kfunc_coro_suspend(k, BPF_CORO_SELF)); // expected-warning {{'mixed' suspends here while pointer 'w' is live}}
	*w += 1;
	return 0;
}
#endif

SEC("xdp") int step(struct xdp_md *ctx)
{
#ifdef BAD
	bpf_coro_spawn(mixed(ctx->ingress_ifindex));
#endif
	return bpf_coro_spawn(either(ctx->ingress_ifindex));
}
