// A random coroutine mixing every width, structs, a union and bit fields,
// globals, noinline helpers and yields in switch conditions and nested
// loops, with a 256-byte frame (an adversarial round's generator, seed
// 110; expected values from the same body as host C). Start, small, was
// inlined into the driver while resume stayed a call: with 168 bytes of
// locals in each the pieces passed the mixed-inlining test, but the
// registers' spills of the frame's values made it "combined stack size of
// 2 calls is 528". The frame now counts in that test
// (test/lit/split/inline-mixed-stack.c).
// RUN: start 0 0 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED -1; resume 0 -> SUSPENDED 0; resume 0 -> SUSPENDED 0
// RUN: resume 0 -> DONE 30625595887; start -1 4294967295 -1 -> SUSPENDED 1048575; resume -1 -> SUSPENDED -1; resume -1 -> SUSPENDED 100; resume -1 -> SUSPENDED 3; resume -1 -> SUSPENDED 7046029254386353131
// RUN: resume -1 -> DONE -7164850573978441750; start -9223372036854775808 2147483648 -128 -> SUSPENDED 1048448; resume -2147483648 -> SUSPENDED -1; resume -9223372036854775808 -> SUSPENDED 16384; resume -2147483648 -> SUSPENDED -1; destroy -> 0
// RUN: start 9223372036854775807 1 127 -> SUSPENDED 127; resume 9223372036854775807 -> SUSPENDED 1; resume 4294967295 -> SUSPENDED 100; resume 81985529216486895 -> SUSPENDED 3; resume 9223372036854775807 -> SUSPENDED -2177342782468422677; resume 4294967295 -> DONE -4323935955594319894
// RUN: start -128 4294967295 29 -> SUSPENDED 29; resume -2401053089209454579 -> SUSPENDED 29184; resume 3 -> SUSPENDED -4294967169; resume -2147483648 -> SUSPENDED 0; resume 128 -> SUSPENDED 4294967168; resume -2401053089209454579 -> SUSPENDED 100
// RUN: resume 1 -> SUSPENDED 101; resume -9223372036854775808 -> DONE -6433489917525806889; start 5 3 2 -> SUSPENDED 2; resume 4 -> SUSPENDED 1; destroy -> 0; start 3 7 65 -> SUSPENDED 65
// RUN: resume -1 -> SUSPENDED 0; resume 0 -> SUSPENDED 27904; resume 1 -> SUSPENDED -4; resume 65535 -> SUSPENDED 0; resume -9223372036854775808 -> SUSPENDED 3; resume -1 -> SUSPENDED 100
// RUN: resume 0 -> SUSPENDED 101; resume 1 -> DONE -4701700323360
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

__bpf_coro static long co(__s64 a, __u32 b, int c)
{
	g32 = (__u32)a; g64 = (__s64)b; gd16 = (__u16)(a >> 3); for (int q = 0; q < 8; q++) garr[q] = (__u8)(q * 37 + c);
	__s16 v0 = (__s16)((b + c));
	__u64 v1 = (__u64)(-1L);
	__s64 v2 = (__s64)((a >> 5));
	__u32 v3 = (__u32)(a);
	_Bool v4 = (_Bool)(b);
	__s8 v5 = (__s8)(-1L);
	_Bool v6 = (_Bool)(b);
	struct S sa[4]; union U un; struct BF bf;
	sa[0].a = (__u8)a; sa[0].b = (__s16)b; sa[0].c = (__u32)c; sa[0].d = a ^ b; sa[0].e = a > b;
	sa[1] = sa[0]; sa[1].b = -3; sa[1].d = -(__s64)c;
	un.q = (__u64)a * 0x9e3779b97f4a7c15ULL; bf.a = a; bf.b = b; bf.c = c; bf.d = a & 1;
	__u64 early = h_mix((__u64)a, (__u64)b); __s32 la[16] = {}; __u64 lacc = 0;
	switch ((__u32)({ __u32 _d = (__u32)((__u64)bpf_coro_yield((__u64)bf.c) - ((__u64)0x7f - (__u64)v3)); _d ? (__u64)((__u32)(((__u64)v3 << ((__u64)un.b[(v2) & 7] & 63)) & (__u64)(__s8)((__u64)v3)) % _d) : 9; }) & 3) {
	case 0:
		{ __u16 m15 = (__u16)bpf_coro_yield(((__u64)((__s64)((__u64)v0 & (__u64)v0) >> (((__u64)7 - (__u64)v0) & 63)))); if (m15 < 0) m15 = 0; if (m15 > 3) m15 = 3;
		for (__u32 jm15 = 0; jm15 < m15; jm15++) {
			la[jm15] ^= (__s32)bpf_coro_yield(jm15 + 100);
			for (long i18 = 0; i18 < 2; i18++) {
				v6 = (({ __u64 _d = (__u64)un.q; _d ? ((__u64)bpf_coro_yield((__u64)3)) / _d : 0x55; }) + (__u64)v0);
				v3 = (__u64)bf.b;
				v1 = ((((__u64)(__u32)(__u64)i18 * (__u64)(__u32)(__u64)un.h[(v1) & 3]) + (__u64)jm15) ^ (__u64)bpf_coro_yield((__u64)un.q));
				if (((__s32)({ __u32 _d = (__u32)(__u64)v0; _d ? (__u64)((__u32)((__u64)0x7f - (__u64)3) % _d) : 9; }) >= (__s32)(((__u64)gd16 << ((__u64)jm15 & 63)) ^ (__u64)sa[(v6) & 1].b))) return (long)(((__u64)((__s64)h_mix((__u64)v1, h_mix((__u64)0x8000, (__u64)0xffff)) >> ((((__u32)(__u64)v2 & 1) ? ((__u64)i18 * (__u64)gro) : ((__u64)un.w[(v4) & 1] + (__u64)v3)) & 63))));
			}
		} }
		break;
	case 1:
		for (__u64 k27 = 0; k27 < 2; k27++) {
			la[k27] = (__s32)((__u64)(__u32)(((__s16)(__u64)v3 > (__s16)(__u64)sa[(v5) & 1].b) ? (__u64)0x8000000000000000ULL : (__u64)v1) * (__u64)(__u32)((__u64)v6 << ((__u64)v2 & 63)));
			switch ((__u32)({ __u64 _d = (__u64)k27; _d ? (({ __u64 _d = (__u64)v0; _d ? ((__u64)bpf_coro_yield((__u64)v4)) / _d : 0x55; })) / _d : 0x55; }) & 3) {
			case 0:
				v1 = (({ __u32 _d = (__u32)((__u64)v3 ^ (__u64)un.q); _d ? (__u64)((__u32)({ __u64 _d = (__u64)v4; _d ? ((__u64)v5) / _d : 0x55; }) % _d) : 9; }) - (__u64)(__u16)(((__u64)v6 & (__u64)v1)));
				break;
			case 1:
				garr[(v0) & 7] = ((__u64)(__u32)(__u64)v2 * (__u64)(__u32)(__u64)k27);
				break;
			case 2:
				g32 = (__u64)v2;
				break;
			default:
				v3 = ((((__s8)(__u64)v5 != (__s8)(__u64)k27) ? ({ __u64 _x = (__u64)un.w[(v0) & 1], _s = (__u64)bpf_coro_yield((__u64)g32) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); }) : ((__u64)(__u32)(__u64)v1 * (__u64)(__u32)(__u64)v0)) << (((__u64)((__s64)(__u64)0 >> (((__u64)v6 * (__u64)un.b[(v1) & 7]) & 63))) & 63));
			}
			lacc += (__u64)la[k27] * 3 + (__u64)k27;
		}
		break;
	case 2:
		sa[(v5) & 1].b = (__u64)7;
		break;
	default:
		v1 = ((__u64)(__u32)h_mix((__u64)bpf_coro_yield((__u64)0x7f), ((__u64)13 | (__u64)v5)) * (__u64)(__u32)(__u64)65535);
		break;
	}
	un.w[(v4) & 1] = ((__u64)bpf_coro_yield(((__u64)(__u32)(__u64)0x80 * (__u64)(__u32)(__u64)un.b[(v1) & 7])) | (((__u64)v1 & (__u64)v6) - (__u64)v0));
	v2 = h_mix(bpf_coro_yield((((__u64)((__s64)(__u64)0xffffffffffffffffULL >> ((__u64)bf.d & 63))) ^ (__u64)v3)), (__u64)v6);
	if (((__s8)({ __u64 _d = (((__u64)(__u64)v6 >= (__u64)(__u64)v3) ? (__u64)0x8000000000000000ULL : (__u64)v3); _d ? (({ __u64 _d = (__u64)255; _d ? ((__u64)bpf_coro_yield((__u64)sa[(v3) & 1].e)) / _d : 0x55; })) / _d : 0x55; }) & 1)) {
		switch ((__u32)(((__u64)0x123456789abcdefULL - ({ __u64 _d = (__u64)v5; _d ? ((__u64)un.w[(v1) & 1]) / _d : 0x55; })) + (({ __u32 _d = (__u32)(__u64)v4; _d ? (__u64)((__u32)(__u64)un.b[(v5) & 7] % _d) : 9; }) & ({ __u64 _d = (__u64)v2; _d ? ((__u64)bpf_coro_yield((__u64)bf.d)) / _d : 0x55; }))) & 3) {
		case 0:
			if (((__s64)((((__u8)(__u64)v2 & 1) ? (__u64)bpf_coro_yield((__u64)0xff) : (__u64)v4) + (__u64)sa[(v5) & 1].a) <= (__s64)(__u64)0)) {
				bf.c = ((__u64)13 + (((__u64)bpf_coro_yield((__u64)v6) + (__u64)0xffffffffULL) + ({ __u32 _d = (__u32)(__u64)0xff; _d ? (__u64)((__u32)(__u64)bf.d % _d) : 9; })));
				v3 = (__u64)v6;
				g64 = (__u64)v2;
			} else {
				sa[(v5) & 1].e = ({ __u64 _x = (__u64)v4, _s = (__u64)bpf_coro_yield(((__u64)v0 ^ (__u64)0xffffffffffffffffULL)) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); });
				v3 = ((__u64)(__s16)(({ __u32 _d = (__u32)(__u64)v1; _d ? (__u64)((__u32)(__u64)bpf_coro_yield((__u64)gro) % _d) : 9; })) + (((__s64)(__u64)1 >= (__s64)(__u64)gd16) ? ((__u64)sa[(v1) & 1].d - (__u64)bf.a) : (__u64)g64));
			}
		case 1:
			for (__u32 k66 = 0; k66 < 3; k66++) {
				la[k66] = (__s32)(((__u64)v4 * (__u64)v3) << ((__u64)(__s32)((__u64)k66) & 63));
				v3 = (__u64)v0;
				v1 = (({ __u64 _d = (__u64)v4; _d ? (((__u64)v4 << ((__u64)v4 & 63))) / _d : 0x55; }) & (__u64)sa[(v4) & 1].a);
				garr[(v3) & 7] = (({ __u64 _d = (__u64)255; _d ? (({ __u64 _x = (__u64)bpf_coro_yield((__u64)13), _s = (__u64)v2 & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); })) / _d : 0x55; }) << (h_mix(((__u64)k66 - (__u64)sa[(v5) & 1].d), (__u64)v4) & 63));
				lacc += (__u64)la[k66] * 3 + (__u64)k66;
			}
			break;
		case 2:
			v6 = ((__u64)((__s64)((__u64)((__s64)(__u64)bpf_coro_yield((__u64)bf.d) >> (({ __u64 _x = (__u64)0x80, _s = (__u64)0x8000 & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); }) & 63))) >> ((__u64)v5 & 63)));
			break;
		default:
			{ __s16 m78 = (__s16)bpf_coro_yield(((__u64)un.b[(v3) & 7] << (((__u64)((__s64)(__u64)v4 >> ((__u64)sa[(v2) & 1].a & 63))) & 63))); if (m78 < 0) m78 = 0; if (m78 > 3) m78 = 3;
			for (int jm78 = 0; jm78 < m78; jm78++) {
				la[jm78] ^= (__s32)bpf_coro_yield(jm78 + 100);
				bf.d = (__u64)(__s32)((((__u64)jm78 & (__u64)v2) * ((__u64)((__s64)(__u64)v1 >> ((__u64)g32 & 63)))));
				v5 = (__u64)v2;
			} }
		}
		{ __u32 n85 = (__u32)bpf_coro_yield(({ __u64 _d = ({ __u32 _d = (__u32)(__u64)un.w[(v0) & 1]; _d ? (__u64)((__u32)(__u64)3 % _d) : 9; }); _d ? ((__u64)v6) / _d : 0x55; })); if (n85 > 3) n85 = 3;
		for (__u32 jn85 = 0; jn85 < n85; jn85++) {
			for (__u32 k87 = 3; k87 > 0; k87--) {
				la[k87 - 1] = (__s32)((__u64)(__u32)(__u64)v3 * (__u64)(__u32)(__u64)(__s8)((__u64)v5));
				g32 = ((__u64)3 & (((__u64)v1 - (__u64)0xffffffffffffffffULL) + (__u64)v2));
				lacc += (__u64)la[k87 - 1] * 3 + (__u64)k87;
			}
			if (((__u32)({ __u64 _d = ((__u64)0x7fffffff | (__u64)bf.d); _d ? ((__u64)13) / _d : 0x55; }) == (__u32)({ __u64 _d = ((__u64)(__u32)(__u64)0x8000000000000000ULL * (__u64)(__u32)(__u64)v3); _d ? (({ __u64 _d = (__u64)v6; _d ? ((__u64)g32) / _d : 0x55; })) / _d : 0x55; }))) {
				v1 = ((((__u64)0xffffffffffffffffULL + (__u64)v4) | ((__u64)v1 * (__u64)v5)) ^ (__u64)sa[(v5) & 1].e);
				v2 = ((__u64)(__u32)(__u64)(__u32)(({ __u64 _x = (__u64)sa[(v3) & 1].c, _s = (__u64)v1 & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); })) * (__u64)(__u32)(((__u64)(__u64)0xffffffffffffffffULL > (__u64)(__u64)v4) ? (__u64)sa[(v6) & 1].b : ((__u64)v6 ^ (__u64)jn85)));
			} else {
				v5 = ((__u64)(__u32)(h_mix((__u64)v3, (__u64)0xff) | ({ __u32 _d = (__u32)(__u64)v4; _d ? (__u64)((__u32)(__u64)0xffffffffffffffffULL % _d) : 9; })) * (__u64)(__u32)(__u64)(__u32)(({ __u32 _d = (__u32)(__u64)v6; _d ? (__u64)((__u32)(__u64)v1 % _d) : 9; })));
				garr[(v3) & 7] = ((__u64)(__u32)(__u64)sa[(v5) & 1].b * (__u64)(__u32)(__u64)(__s32)(({ __u64 _d = (__u64)v6; _d ? ((__u64)un.w[(v3) & 1]) / _d : 0x55; })));
			}
			for (long k99 = 0; k99 != 6; k99 += 3) {
				la[k99 / 3] = (__s32)(({ __u64 _d = (__u64)v6; _d ? ((__u64)gro) / _d : 0x55; }) + ((__u64)v4 + (__u64)k99));
				un.h[(v0) & 3] = (__u64)v4;
				garr[(v5) & 7] = (__u64)0x8000000000000000ULL;
				lacc += (__u64)la[k99 / 3] * 3 + (__u64)k99;
			}
		} }
		v0 = (__u64)0x8000000000000000ULL;
	} else {
		{ __u32 m108 = (__u32)bpf_coro_yield((__u64)v3); if (m108 < 0) m108 = 0; if (m108 > 2) m108 = 2;
		for (__u32 jm108 = 0; jm108 < m108; jm108++) {
			la[jm108] ^= (__s32)bpf_coro_yield(jm108 + 100);
			v0 = (({ __u64 _x = ((__u64)0x8000 ^ (__u64)0x123456789abcdefULL), _s = ((__u64)sa[(v0) & 1].d & (__u64)jm108) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); }) ^ ({ __u64 _x = (__u64)v1, _s = (__u64)(__u8)((__u64)v6) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); }));
			if (((__u64)((__u64)(_Bool)((__u64)sa[(v2) & 1].d) & (__u64)un.b[(v0) & 7]) <= (__u64)(__u64)un.q)) {
				v5 = ({ __u64 _d = (({ __u64 _d = (__u64)v0; _d ? ((__u64)0x80) / _d : 0x55; }) + ({ __u32 _d = (__u32)(__u64)0x7fffffff; _d ? (__u64)((__u32)(__u64)v0 % _d) : 9; })); _d ? ((((__s16)(__u64)v0 > (__s16)(__u64)0xffffffffffffffffULL) ? ((__u64)0xff + (__u64)g32) : (__u64)jm108)) / _d : 0x55; });
				v5 = ({ __u64 _x = ({ __u32 _d = (__u32)({ __u32 _d = (__u32)(__u64)bf.b; _d ? (__u64)((__u32)(__u64)v3 % _d) : 9; }); _d ? (__u64)((__u32)(__u64)v6 % _d) : 9; }), _s = (((__u64)gd16 | (__u64)v2) + ({ __u64 _d = (__u64)v3; _d ? ((__u64)sa[(v3) & 1].d) / _d : 0x55; })) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); });
			} else {
				un.b[(v0) & 7] = (((__u64)v4 | (__u64)0xffffffffffffffffULL) | (__u64)(__u8)((__u64)3));
				v2 = ({ __u64 _x = ({ __u32 _d = (__u32)((__u64)0x123456789abcdefULL + (__u64)v1); _d ? (__u64)((__u32)((__u64)((__s64)(__u64)un.q >> ((__u64)bf.a & 63))) % _d) : 9; }), _s = ((__u64)(__u32)(__u64)(__s64)((__u64)un.h[(v2) & 3]) * (__u64)(__u32)({ __u32 _d = (__u32)(__u64)0x80; _d ? (__u64)((__u32)(__u64)v5 % _d) : 9; })) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); });
				sa[(v1) & 1].c = (__u64)v2;
			}
		} }
		switch ((__u32)(__u64)sa[(v1) & 1].a & 3) {
		case 0:
			v4 = h_glob(((__u64)v4 & ((__u64)0xffff + (__u64)v5)));
			break;
		case 1:
			for (int i126 = 0; i126 < 4; i126++) {
				un.w[(v3) & 1] = (__u64)i126;
			}
			break;
		case 2:
			for (__s8 k131 = 0; k131 != 12; k131 += 3) {
				la[k131 / 3] = (__s32)(__u64)(__s16)(((__u64)v2 | (__u64)v5));
				sa[(v0) & 1].b = (({ __u32 _d = (__u32)((__u64)1 * (__u64)v0); _d ? (__u64)((__u32)(__u64)v2 % _d) : 9; }) << (((__u64)0x80000000 + (__u64)v6) & 63));
				v3 = h_mix((__u64)un.b[(v6) & 7], (({ __u32 _d = (__u32)(__u64)bf.d; _d ? (__u64)((__u32)(__u64)255 % _d) : 9; }) ^ (__u64)sa[(v0) & 1].a));
				lacc += (__u64)la[k131 / 3] * 3 + (__u64)k131;
			}
			break;
		default:
			un.b[(v4) & 7] = ({ __u64 _x = ((__u64)(__u32)(__u64)v6 * (__u64)(__u32)((__u64)v5 & (__u64)v5)), _s = h_mix((__u64)v6, ((__u64)((__s64)(__u64)v4 >> ((__u64)bf.c & 63)))) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); });
			break;
		}
		if (((__u32)((__u64)v6 ^ (__u64)v3) > (__u32)({ __u64 _x = ((__u64)3 + (__u64)g64), _s = (__u64)v1 & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); }))) {
			g32 = (({ __u32 _d = (__u32)(__u64)v1; _d ? (__u64)((__u32)(__u64)v5 % _d) : 9; }) & (((__u64)3 + (__u64)0xffffffffULL) & (__u64)un.b[(v5) & 7]));
		} else {
			v2 = (((__s8)((__u64)v6 + (__u64)255) == (__s8)h_mix((__u64)0, (__u64)0x7f)) ? h_mix(({ __u32 _d = (__u32)(__u64)v0; _d ? (__u64)((__u32)(__u64)0x8000 % _d) : 9; }), (((__s64)(__u64)v2 < (__s64)(__u64)v5) ? (__u64)255 : (__u64)0xffffffffULL)) : (__u64)0xff);
		}
	}
	sa[2].a = (__u8)(__u64)0x8000000000000000ULL; sa[2].b = (__s16)((__u64)0x7f - ((__u64)((__s64)(__u64)g32 >> ((__u64)sa[(v4) & 1].b & 63)))); sa[2].c = (__u32)((__u64)v6 | ({ __u64 _x = (__u64)bf.a, _s = (__u64)v2 & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); })); sa[2].d = (__s64)({ __u64 _x = ((__u64)sa[(v2) & 1].b * (__u64)v6), _s = ({ __u64 _d = (__u64)v0; _d ? ((__u64)bf.b) / _d : 0x55; }) & 63; (_x << _s) | (_x >> ((64 - _s) & 63)); }); sa[2].e = (__u64)3;
	sa[3] = sa[2]; sa[3].c ^= 0xdeadbeef;
	g64 = (__u64)(__u32)((((__u64)v0 + (__u64)v2) + ((__u64)(__u32)(__u64)0x7f * (__u64)(__u32)(__u64)g32)));
	return (long)(((__u64)v0 << 0) ^ ((__u64)v1 << 7) ^ ((__u64)v2 << 14) ^ ((__u64)v3 << 21) ^ ((__u64)v4 << 28) ^ ((__u64)v5 << 35) ^ ((__u64)v6 << 42) ^ early ^ (__u64)g32 ^ (__u64)g64 ^ (__u64)gd16 ^ (__u64)garr[a & 7] ^ sa[0].d ^ (__u64)sa[1].c ^ (__u64)sa[2].b ^ (__u64)sa[3].c ^ (__u64)sa[3].e ^ un.q ^ (__u64)bf.b ^ (__u64)bf.c ^ lacc ^ (__u64)la[a & 15] ^ (__u64)la[3]);
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co(A0, A1, A2))
