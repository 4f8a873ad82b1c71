// Twenty coroutines in one file, three of them driven.
// RUN: start@0 3 -> SUSPENDED 3; resume@0 0 -> DONE 0
// RUN: start@7 3 -> SUSPENDED 10; resume@7 0 -> DONE 21
// RUN: start@19 3 -> SUSPENDED 22; resume@19 0 -> DONE 57
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co0(int n)
{
	bpf_coro_yield(n + 0);
	return n * 0;
}
CORPUS_ARRAY(f0, co0);

__bpf_coro static long co1(int n)
{
	bpf_coro_yield(n + 1);
	return n * 1;
}
CORPUS_ARRAY(f1, co1);

__bpf_coro static long co2(int n)
{
	bpf_coro_yield(n + 2);
	return n * 2;
}
CORPUS_ARRAY(f2, co2);

__bpf_coro static long co3(int n)
{
	bpf_coro_yield(n + 3);
	return n * 3;
}
CORPUS_ARRAY(f3, co3);

__bpf_coro static long co4(int n)
{
	bpf_coro_yield(n + 4);
	return n * 4;
}
CORPUS_ARRAY(f4, co4);

__bpf_coro static long co5(int n)
{
	bpf_coro_yield(n + 5);
	return n * 5;
}
CORPUS_ARRAY(f5, co5);

__bpf_coro static long co6(int n)
{
	bpf_coro_yield(n + 6);
	return n * 6;
}
CORPUS_ARRAY(f6, co6);

__bpf_coro static long co7(int n)
{
	bpf_coro_yield(n + 7);
	return n * 7;
}
CORPUS_ARRAY(f7, co7);

__bpf_coro static long co8(int n)
{
	bpf_coro_yield(n + 8);
	return n * 8;
}
CORPUS_ARRAY(f8, co8);

__bpf_coro static long co9(int n)
{
	bpf_coro_yield(n + 9);
	return n * 9;
}
CORPUS_ARRAY(f9, co9);

__bpf_coro static long co10(int n)
{
	bpf_coro_yield(n + 10);
	return n * 10;
}
CORPUS_ARRAY(f10, co10);

__bpf_coro static long co11(int n)
{
	bpf_coro_yield(n + 11);
	return n * 11;
}
CORPUS_ARRAY(f11, co11);

__bpf_coro static long co12(int n)
{
	bpf_coro_yield(n + 12);
	return n * 12;
}
CORPUS_ARRAY(f12, co12);

__bpf_coro static long co13(int n)
{
	bpf_coro_yield(n + 13);
	return n * 13;
}
CORPUS_ARRAY(f13, co13);

__bpf_coro static long co14(int n)
{
	bpf_coro_yield(n + 14);
	return n * 14;
}
CORPUS_ARRAY(f14, co14);

__bpf_coro static long co15(int n)
{
	bpf_coro_yield(n + 15);
	return n * 15;
}
CORPUS_ARRAY(f15, co15);

__bpf_coro static long co16(int n)
{
	bpf_coro_yield(n + 16);
	return n * 16;
}
CORPUS_ARRAY(f16, co16);

__bpf_coro static long co17(int n)
{
	bpf_coro_yield(n + 17);
	return n * 17;
}
CORPUS_ARRAY(f17, co17);

__bpf_coro static long co18(int n)
{
	bpf_coro_yield(n + 18);
	return n * 18;
}
CORPUS_ARRAY(f18, co18);

__bpf_coro static long co19(int n)
{
	bpf_coro_yield(n + 19);
	return n * 19;
}
CORPUS_ARRAY(f19, co19);

CORPUS_BEGIN
	switch (CORPUS_WHICH) {
	case 0:
		CORPUS_OP(f0, co0, co0(A0));
		break;
	case 1:
		CORPUS_OP(f1, co1, co1(A0));
		break;
	case 2:
		CORPUS_OP(f2, co2, co2(A0));
		break;
	case 3:
		CORPUS_OP(f3, co3, co3(A0));
		break;
	case 4:
		CORPUS_OP(f4, co4, co4(A0));
		break;
	case 5:
		CORPUS_OP(f5, co5, co5(A0));
		break;
	case 6:
		CORPUS_OP(f6, co6, co6(A0));
		break;
	case 7:
		CORPUS_OP(f7, co7, co7(A0));
		break;
	case 8:
		CORPUS_OP(f8, co8, co8(A0));
		break;
	case 9:
		CORPUS_OP(f9, co9, co9(A0));
		break;
	case 10:
		CORPUS_OP(f10, co10, co10(A0));
		break;
	case 11:
		CORPUS_OP(f11, co11, co11(A0));
		break;
	case 12:
		CORPUS_OP(f12, co12, co12(A0));
		break;
	case 13:
		CORPUS_OP(f13, co13, co13(A0));
		break;
	case 14:
		CORPUS_OP(f14, co14, co14(A0));
		break;
	case 15:
		CORPUS_OP(f15, co15, co15(A0));
		break;
	case 16:
		CORPUS_OP(f16, co16, co16(A0));
		break;
	case 17:
		CORPUS_OP(f17, co17, co17(A0));
		break;
	case 18:
		CORPUS_OP(f18, co18, co18(A0));
		break;
	case 19:
		CORPUS_OP(f19, co19, co19(A0));
		break;
	default:
		CORPUS_FAIL();
	}
CORPUS_END
