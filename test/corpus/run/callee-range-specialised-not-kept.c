// A random program generator's coroutine (seed 7338, kept whole) whose
// count-down `for (; n2 > 0; n2--)` is bounded by `h_clamp(yield, 1, 4)`,
// a static noinline helper called with constant bounds. The split knows the
// call returns [1, 4] (the helper's range with those constants in place);
// left on the call, that range was more than the optimiser knows of it in
// plain C, and what it made of the loop the verifier walked for a million
// instructions (plain C loads, and so did the split before the range was
// specialised to the call). The split now drops the ranges it put on calls
// once it has planned with them.
// RUN: start 0 0 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 2147483775; resume 0 -> SUSPENDED 0; resume 0 -> DONE -8299829171869204882; start -1 4294967295 -1 -> SUSPENDED 4294967295; resume -1 -> DONE 0
// RUN: start -9223372036854775808 2147483648 -128 -> SUSPENDED 165; resume -2147483648 -> SUSPENDED 2147483775; resume -9223372036854775808 -> SUSPENDED -7710162493338812416; destroy -> 0; start 9223372036854775807 1 127 -> SUSPENDED 4294967295; resume 9223372036854775807 -> DONE -9223372036854775808
// RUN: start 128 0 117 -> SUSPENDED 154; resume 3 -> SUSPENDED 2147483775; resume 3 -> SUSPENDED -7046029254386353003; resume 2147483647 -> DONE 674044956314452391; start 5 3 2 -> SUSPENDED 4294967295; resume 1 -> DONE 2
// RUN: start -2401053089209454579 7 -36 -> SUSPENDED 4294967295; resume -2401053089209454579 -> DONE -2401053089209454578
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"
char LICENSE[] SEC("license") = "GPL";

struct S { __u8 a; __s16 b; __u32 c; __s64 d; _Bool e; };
union U { __u64 q; __u32 w[2]; __u16 h[4]; __u8 b[8]; };
struct BF { __u32 a:3; __s32 b:5; __u64 c:20; __u8 d:1; };
__u32 g32; __s64 g64; __u64 gro = 0x1122334455667788ULL; __u16 gd16 = 77; __u8 garr[8];
static __attribute__((noinline)) __u64 h_mix(__u64 x, __u64 y)
{ return (x ^ (y << 5)) + (x >> 7) * 0x9e3779b97f4a7c15ULL; }
static __attribute__((noinline)) __u64 h_glob(__u64 x)
{ g32 += (__u32)x; g64 ^= (__s64)(x >> 3); garr[x & 7] += 1; return (__u64)g32 ^ (__u64)g64; }
struct LC { __u64 acc; __u32 mul; __u32 lim; __u32 arr[4]; };
static long lc_cb(__u32 i, void *ctx)
{ struct LC *l = ctx; l->acc = l->acc * 31 + i + l->mul; l->arr[i & 3] += (__u32)l->acc; if (l->lim && i >= l->lim) return 1; return 0; }

static __attribute__((noinline)) __u32 h_cnt(__u64 x, __u32 k)
{ __u32 d = (__u32)(x >> 7) | 1; return (__u32)(x / d + (x >> 3)) % (k + 1); }
static __attribute__((noinline)) int h_scl(__s64 x)
{ int v = (int)x; if (v > 5) v = 5; if (v < -3) v = -3; return v; }
static __attribute__((noinline)) __u8 h_u8(__u64 x, __u64 y)
{ __u64 d = y & 0xff; return d ? (__u8)((x % d) & 7) : (__u8)(x & 3); }

static __attribute__((noinline)) __u32 h_clamp(__u64 x, __u32 lo, __u32 hi)
{ __u32 v = (__u32)x; return v < lo ? lo : (v > hi ? hi : v); }
static __attribute__((noinline)) __u8 h_sel(__u64 x, __u32 k)
{
	switch (k) {
	case 0: return (__u8)(x & 3);
	case 1: return (__u8)((x >> 8) & 3) + 1;
	case 2: return 2;
	default: return (x & 7) > k ? (__u8)k : (__u8)(x & 7);
	}
}
static __attribute__((noinline)) __u16 h_bits(__u64 x, __u32 n, __u32 step)
{ __u16 c = 0; for (__u32 i = 0; i < n && i < 8; i++) if ((x >> ((i * step) & 63)) & 1) c++; return c; }
static __attribute__((noinline)) _Bool h_odd(__u64 x, int k)
{ return ((x >> (k & 31)) & 1) != 0; }
static __attribute__((noinline)) __u32 h_start(__s64 x, __u32 lo, __u32 hi)
{ __u32 v = (__u32)x & 7; if (v < lo) v = lo; if (v > hi) v = hi; return v; }
static __attribute__((noinline)) __u32 h_idx(__u32 a, __u32 b, __u32 m)
{ return m ? ((a ^ (b * 3)) & (m - 1)) & 15 : 0; }
static __attribute__((noinline)) __u32 h_sum(__s32 *p, __u32 n)
{ __u32 s = 0; for (__u32 i = 0; i < 16; i++) { if (i >= n) break; s += (__u32)p[i & 15] * (i + 1); } return s; }
static __attribute__((noinline)) __u8 h_tri(__s64 x, __s64 y, __u8 dflt)
{ return x < y ? (__u8)(y - x > 3 ? 3 : y - x) : (x == y ? dflt : (__u8)((x - y) & 1)); }

__bpf_coro static long co(__s64 a, __u32 b, int c)
{
	g32 = (__u32)a; g64 = (__s64)b; gd16 = (__u16)(a >> 3); for (int q = 0; q < 8; q++) garr[q] = (__u8)(q * 37 + c);
	_Bool v0 = (_Bool)((b + c));
	_Bool v1 = (_Bool)(-1L);
	__s64 v2 = (__s64)(gro);
	__u16 v3 = (__u16)((__u64)a * 3);
	_Bool v4 = (_Bool)((__u64)a * 3);
	struct S sa[4]; union U un; struct BF bf;
	sa[0].a = (__u8)a; sa[0].b = (__s16)b; sa[0].c = (__u32)c; sa[0].d = a ^ b; sa[0].e = a > b;
	sa[1] = sa[0]; sa[1].b = -3; sa[1].d = -(__s64)c;
	un.q = (__u64)a * 0x9e3779b97f4a7c15ULL; bf.a = a; bf.b = b; bf.c = c; bf.d = a & 1;
	__u64 early = h_mix((__u64)a, (__u64)b); __s32 la[16] = {}; __u64 lacc = 0;
	if (((__s8)(__u64)sa[(v2) & 1].a & 1)) return (long)((__u64)bpf_coro_yield((__u64)0xffffffffULL) + 1);
	sa[2].a = (__u8)(__u64)255; sa[2].b = (__s16)(__u64)v4; sa[2].c = (__u32)((__u64)v4 << ((__u64)0x8000000000000000ULL & 63)); sa[2].d = (__s64)(__u64)0xff; sa[2].e = (__u64)0;
	sa[3] = sa[2]; sa[3].c ^= 0xdeadbeef;
	{ __u32 x1 = h_idx((__u32)(__u64)bf.b, (__u32)(__u64)v4, 2); la[x1] = (__s32)((__u32)la[x1] + (__u32)(__u64)garr[(v0) & 7]); }
	la[h_idx((__u32)lacc, 4, 4)] ^= (__s32)bpf_coro_yield(la[h_idx((__u32)lacc, 1, 2)]);
	lacc += (__u64)la[h_clamp(lacc, 0, 3)] + (__u64)la[h_clamp(lacc >> 4, 8, 15)] * 3;
	v3 = (__u64)v2;
	{ __u32 n2 = (__u32)h_clamp((__s64)bpf_coro_yield(((__u64)0x80000000 + (__u64)0x7f)), 1, 4);
	for (; n2 > 0; n2--) {
		la[n2] = (__s32)((__u32)la[n2] + (__u32)(__u64)v3);
		if (((__s32)(__u64)v0 > (__s32)(__u64)v0)) { lacc ^= (__u64)bpf_coro_yield(n2); }
		lacc = lacc * 5 + (__u64)n2;
	} }
	early ^= (__u64)bpf_coro_yield(early);
	return (long)(((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ early ^ (__u64)g32 ^ (__u64)g64 ^ (__u64)gd16 ^ (__u64)garr[a & 7] ^ sa[0].d ^ (__u64)sa[1].c ^ (__u64)sa[2].b ^ (__u64)sa[3].c ^ (__u64)sa[3].e ^ un.q ^ (__u64)bf.b ^ (__u64)bf.c ^ lacc ^ (__u64)la[a & 15] ^ (__u64)la[3]);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1, A2))
