/* SPDX-License-Identifier: GPL-2.0 */
/*
 * live_many.h - the hundred values of bench/gen.c's `live 100`, for the
 * coroutines that keep them live across one suspension: progs/live_many.bpf.c
 * (run by coro_test) and test/lit/split/Inputs/live-hundred.c.
 *
 *	LIVE_VALUES(LIVE_DECL)		__u32 v0; ... __u32 v99;
 *	LIVE_VALUES(LIVE_LOAD)		v0 = p->v[0]; ... (p: struct live_vals *)
 *	LIVE_VALUES(LIVE_USE)		acc = ((acc ^ v0) * 31) + in; ...
 */
#ifndef __LIVE_MANY_H
#define __LIVE_MANY_H

struct live_vals {
	__u32 v[100];
};

#define LIVE_VALUES(X) X(0) X(1) X(2) X(3) X(4) X(5) X(6) X(7) X(8) X(9) \
	X(10) X(11) X(12) X(13) X(14) X(15) X(16) X(17) X(18) X(19) X(20) X(21) \
	X(22) X(23) X(24) X(25) X(26) X(27) X(28) X(29) X(30) X(31) X(32) X(33) \
	X(34) X(35) X(36) X(37) X(38) X(39) X(40) X(41) X(42) X(43) X(44) X(45) \
	X(46) X(47) X(48) X(49) X(50) X(51) X(52) X(53) X(54) X(55) X(56) X(57) \
	X(58) X(59) X(60) X(61) X(62) X(63) X(64) X(65) X(66) X(67) X(68) X(69) \
	X(70) X(71) X(72) X(73) X(74) X(75) X(76) X(77) X(78) X(79) X(80) X(81) \
	X(82) X(83) X(84) X(85) X(86) X(87) X(88) X(89) X(90) X(91) X(92) X(93) \
	X(94) X(95) X(96) X(97) X(98) X(99)

#define LIVE_DECL(i) __u32 v##i;
#define LIVE_LOAD(i) v##i = p->v[i];
#define LIVE_USE(i) acc = ((acc ^ v##i) * 31) + in;

#endif /* __LIVE_MANY_H */
