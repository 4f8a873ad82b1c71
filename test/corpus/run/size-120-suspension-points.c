// 120 suspension points in a row.
// RUN: start -> SUSPENDED 0; resume 1 -> SUSPENDED 1; resume 1 -> SUSPENDED 2; resume 1 -> SUSPENDED 3; resume 1 -> SUSPENDED 4; resume 1 -> SUSPENDED 5; resume 1 -> SUSPENDED 6; resume 1 -> SUSPENDED 7
// RUN: resume 1 -> SUSPENDED 8; resume 1 -> SUSPENDED 9; resume 1 -> SUSPENDED 10; resume 1 -> SUSPENDED 11; resume 1 -> SUSPENDED 12; resume 1 -> SUSPENDED 13; resume 1 -> SUSPENDED 14; resume 1 -> SUSPENDED 15
// RUN: resume 1 -> SUSPENDED 16; resume 1 -> SUSPENDED 17; resume 1 -> SUSPENDED 18; resume 1 -> SUSPENDED 19; resume 1 -> SUSPENDED 20; resume 1 -> SUSPENDED 21; resume 1 -> SUSPENDED 22; resume 1 -> SUSPENDED 23
// RUN: resume 1 -> SUSPENDED 24; resume 1 -> SUSPENDED 25; resume 1 -> SUSPENDED 26; resume 1 -> SUSPENDED 27; resume 1 -> SUSPENDED 28; resume 1 -> SUSPENDED 29; resume 1 -> SUSPENDED 30; resume 1 -> SUSPENDED 31
// RUN: resume 1 -> SUSPENDED 32; resume 1 -> SUSPENDED 33; resume 1 -> SUSPENDED 34; resume 1 -> SUSPENDED 35; resume 1 -> SUSPENDED 36; resume 1 -> SUSPENDED 37; resume 1 -> SUSPENDED 38; resume 1 -> SUSPENDED 39
// RUN: resume 1 -> SUSPENDED 40; resume 1 -> SUSPENDED 41; resume 1 -> SUSPENDED 42; resume 1 -> SUSPENDED 43; resume 1 -> SUSPENDED 44; resume 1 -> SUSPENDED 45; resume 1 -> SUSPENDED 46; resume 1 -> SUSPENDED 47
// RUN: resume 1 -> SUSPENDED 48; resume 1 -> SUSPENDED 49; resume 1 -> SUSPENDED 50; resume 1 -> SUSPENDED 51; resume 1 -> SUSPENDED 52; resume 1 -> SUSPENDED 53; resume 1 -> SUSPENDED 54; resume 1 -> SUSPENDED 55
// RUN: resume 1 -> SUSPENDED 56; resume 1 -> SUSPENDED 57; resume 1 -> SUSPENDED 58; resume 1 -> SUSPENDED 59; resume 1 -> SUSPENDED 60; resume 1 -> SUSPENDED 61; resume 1 -> SUSPENDED 62; resume 1 -> SUSPENDED 63
// RUN: resume 1 -> SUSPENDED 64; resume 1 -> SUSPENDED 65; resume 1 -> SUSPENDED 66; resume 1 -> SUSPENDED 67; resume 1 -> SUSPENDED 68; resume 1 -> SUSPENDED 69; resume 1 -> SUSPENDED 70; resume 1 -> SUSPENDED 71
// RUN: resume 1 -> SUSPENDED 72; resume 1 -> SUSPENDED 73; resume 1 -> SUSPENDED 74; resume 1 -> SUSPENDED 75; resume 1 -> SUSPENDED 76; resume 1 -> SUSPENDED 77; resume 1 -> SUSPENDED 78; resume 1 -> SUSPENDED 79
// RUN: resume 1 -> SUSPENDED 80; resume 1 -> SUSPENDED 81; resume 1 -> SUSPENDED 82; resume 1 -> SUSPENDED 83; resume 1 -> SUSPENDED 84; resume 1 -> SUSPENDED 85; resume 1 -> SUSPENDED 86; resume 1 -> SUSPENDED 87
// RUN: resume 1 -> SUSPENDED 88; resume 1 -> SUSPENDED 89; resume 1 -> SUSPENDED 90; resume 1 -> SUSPENDED 91; resume 1 -> SUSPENDED 92; resume 1 -> SUSPENDED 93; resume 1 -> SUSPENDED 94; resume 1 -> SUSPENDED 95
// RUN: resume 1 -> SUSPENDED 96; resume 1 -> SUSPENDED 97; resume 1 -> SUSPENDED 98; resume 1 -> SUSPENDED 99; resume 1 -> SUSPENDED 100; resume 1 -> SUSPENDED 101; resume 1 -> SUSPENDED 102; resume 1 -> SUSPENDED 103
// RUN: resume 1 -> SUSPENDED 104; resume 1 -> SUSPENDED 105; resume 1 -> SUSPENDED 106; resume 1 -> SUSPENDED 107; resume 1 -> SUSPENDED 108; resume 1 -> SUSPENDED 109; resume 1 -> SUSPENDED 110; resume 1 -> SUSPENDED 111
// RUN: resume 1 -> SUSPENDED 112; resume 1 -> SUSPENDED 113; resume 1 -> SUSPENDED 114; resume 1 -> SUSPENDED 115; resume 1 -> SUSPENDED 116; resume 1 -> SUSPENDED 117; resume 1 -> SUSPENDED 118; resume 1 -> SUSPENDED 119
// RUN: resume 1 -> DONE 120
#include <linux/bpf.h>
#include <bpf/bpf_helpers.h>
#include "bpf_coro.h"
#include "corpus.h"

char LICENSE[] SEC("license") = "GPL";

__bpf_coro static long co(void)
{
	long s = 0;

	s += bpf_coro_yield(0);
	s += bpf_coro_yield(1);
	s += bpf_coro_yield(2);
	s += bpf_coro_yield(3);
	s += bpf_coro_yield(4);
	s += bpf_coro_yield(5);
	s += bpf_coro_yield(6);
	s += bpf_coro_yield(7);
	s += bpf_coro_yield(8);
	s += bpf_coro_yield(9);
	s += bpf_coro_yield(10);
	s += bpf_coro_yield(11);
	s += bpf_coro_yield(12);
	s += bpf_coro_yield(13);
	s += bpf_coro_yield(14);
	s += bpf_coro_yield(15);
	s += bpf_coro_yield(16);
	s += bpf_coro_yield(17);
	s += bpf_coro_yield(18);
	s += bpf_coro_yield(19);
	s += bpf_coro_yield(20);
	s += bpf_coro_yield(21);
	s += bpf_coro_yield(22);
	s += bpf_coro_yield(23);
	s += bpf_coro_yield(24);
	s += bpf_coro_yield(25);
	s += bpf_coro_yield(26);
	s += bpf_coro_yield(27);
	s += bpf_coro_yield(28);
	s += bpf_coro_yield(29);
	s += bpf_coro_yield(30);
	s += bpf_coro_yield(31);
	s += bpf_coro_yield(32);
	s += bpf_coro_yield(33);
	s += bpf_coro_yield(34);
	s += bpf_coro_yield(35);
	s += bpf_coro_yield(36);
	s += bpf_coro_yield(37);
	s += bpf_coro_yield(38);
	s += bpf_coro_yield(39);
	s += bpf_coro_yield(40);
	s += bpf_coro_yield(41);
	s += bpf_coro_yield(42);
	s += bpf_coro_yield(43);
	s += bpf_coro_yield(44);
	s += bpf_coro_yield(45);
	s += bpf_coro_yield(46);
	s += bpf_coro_yield(47);
	s += bpf_coro_yield(48);
	s += bpf_coro_yield(49);
	s += bpf_coro_yield(50);
	s += bpf_coro_yield(51);
	s += bpf_coro_yield(52);
	s += bpf_coro_yield(53);
	s += bpf_coro_yield(54);
	s += bpf_coro_yield(55);
	s += bpf_coro_yield(56);
	s += bpf_coro_yield(57);
	s += bpf_coro_yield(58);
	s += bpf_coro_yield(59);
	s += bpf_coro_yield(60);
	s += bpf_coro_yield(61);
	s += bpf_coro_yield(62);
	s += bpf_coro_yield(63);
	s += bpf_coro_yield(64);
	s += bpf_coro_yield(65);
	s += bpf_coro_yield(66);
	s += bpf_coro_yield(67);
	s += bpf_coro_yield(68);
	s += bpf_coro_yield(69);
	s += bpf_coro_yield(70);
	s += bpf_coro_yield(71);
	s += bpf_coro_yield(72);
	s += bpf_coro_yield(73);
	s += bpf_coro_yield(74);
	s += bpf_coro_yield(75);
	s += bpf_coro_yield(76);
	s += bpf_coro_yield(77);
	s += bpf_coro_yield(78);
	s += bpf_coro_yield(79);
	s += bpf_coro_yield(80);
	s += bpf_coro_yield(81);
	s += bpf_coro_yield(82);
	s += bpf_coro_yield(83);
	s += bpf_coro_yield(84);
	s += bpf_coro_yield(85);
	s += bpf_coro_yield(86);
	s += bpf_coro_yield(87);
	s += bpf_coro_yield(88);
	s += bpf_coro_yield(89);
	s += bpf_coro_yield(90);
	s += bpf_coro_yield(91);
	s += bpf_coro_yield(92);
	s += bpf_coro_yield(93);
	s += bpf_coro_yield(94);
	s += bpf_coro_yield(95);
	s += bpf_coro_yield(96);
	s += bpf_coro_yield(97);
	s += bpf_coro_yield(98);
	s += bpf_coro_yield(99);
	s += bpf_coro_yield(100);
	s += bpf_coro_yield(101);
	s += bpf_coro_yield(102);
	s += bpf_coro_yield(103);
	s += bpf_coro_yield(104);
	s += bpf_coro_yield(105);
	s += bpf_coro_yield(106);
	s += bpf_coro_yield(107);
	s += bpf_coro_yield(108);
	s += bpf_coro_yield(109);
	s += bpf_coro_yield(110);
	s += bpf_coro_yield(111);
	s += bpf_coro_yield(112);
	s += bpf_coro_yield(113);
	s += bpf_coro_yield(114);
	s += bpf_coro_yield(115);
	s += bpf_coro_yield(116);
	s += bpf_coro_yield(117);
	s += bpf_coro_yield(118);
	s += bpf_coro_yield(119);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
