// 400 suspension points in a row.
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
// RUN: resume 1 -> SUSPENDED 120; resume 1 -> SUSPENDED 121; resume 1 -> SUSPENDED 122; resume 1 -> SUSPENDED 123; resume 1 -> SUSPENDED 124; resume 1 -> SUSPENDED 125; resume 1 -> SUSPENDED 126; resume 1 -> SUSPENDED 127
// RUN: resume 1 -> SUSPENDED 128; resume 1 -> SUSPENDED 129; resume 1 -> SUSPENDED 130; resume 1 -> SUSPENDED 131; resume 1 -> SUSPENDED 132; resume 1 -> SUSPENDED 133; resume 1 -> SUSPENDED 134; resume 1 -> SUSPENDED 135
// RUN: resume 1 -> SUSPENDED 136; resume 1 -> SUSPENDED 137; resume 1 -> SUSPENDED 138; resume 1 -> SUSPENDED 139; resume 1 -> SUSPENDED 140; resume 1 -> SUSPENDED 141; resume 1 -> SUSPENDED 142; resume 1 -> SUSPENDED 143
// RUN: resume 1 -> SUSPENDED 144; resume 1 -> SUSPENDED 145; resume 1 -> SUSPENDED 146; resume 1 -> SUSPENDED 147; resume 1 -> SUSPENDED 148; resume 1 -> SUSPENDED 149; resume 1 -> SUSPENDED 150; resume 1 -> SUSPENDED 151
// RUN: resume 1 -> SUSPENDED 152; resume 1 -> SUSPENDED 153; resume 1 -> SUSPENDED 154; resume 1 -> SUSPENDED 155; resume 1 -> SUSPENDED 156; resume 1 -> SUSPENDED 157; resume 1 -> SUSPENDED 158; resume 1 -> SUSPENDED 159
// RUN: resume 1 -> SUSPENDED 160; resume 1 -> SUSPENDED 161; resume 1 -> SUSPENDED 162; resume 1 -> SUSPENDED 163; resume 1 -> SUSPENDED 164; resume 1 -> SUSPENDED 165; resume 1 -> SUSPENDED 166; resume 1 -> SUSPENDED 167
// RUN: resume 1 -> SUSPENDED 168; resume 1 -> SUSPENDED 169; resume 1 -> SUSPENDED 170; resume 1 -> SUSPENDED 171; resume 1 -> SUSPENDED 172; resume 1 -> SUSPENDED 173; resume 1 -> SUSPENDED 174; resume 1 -> SUSPENDED 175
// RUN: resume 1 -> SUSPENDED 176; resume 1 -> SUSPENDED 177; resume 1 -> SUSPENDED 178; resume 1 -> SUSPENDED 179; resume 1 -> SUSPENDED 180; resume 1 -> SUSPENDED 181; resume 1 -> SUSPENDED 182; resume 1 -> SUSPENDED 183
// RUN: resume 1 -> SUSPENDED 184; resume 1 -> SUSPENDED 185; resume 1 -> SUSPENDED 186; resume 1 -> SUSPENDED 187; resume 1 -> SUSPENDED 188; resume 1 -> SUSPENDED 189; resume 1 -> SUSPENDED 190; resume 1 -> SUSPENDED 191
// RUN: resume 1 -> SUSPENDED 192; resume 1 -> SUSPENDED 193; resume 1 -> SUSPENDED 194; resume 1 -> SUSPENDED 195; resume 1 -> SUSPENDED 196; resume 1 -> SUSPENDED 197; resume 1 -> SUSPENDED 198; resume 1 -> SUSPENDED 199
// RUN: resume 1 -> SUSPENDED 200; resume 1 -> SUSPENDED 201; resume 1 -> SUSPENDED 202; resume 1 -> SUSPENDED 203; resume 1 -> SUSPENDED 204; resume 1 -> SUSPENDED 205; resume 1 -> SUSPENDED 206; resume 1 -> SUSPENDED 207
// RUN: resume 1 -> SUSPENDED 208; resume 1 -> SUSPENDED 209; resume 1 -> SUSPENDED 210; resume 1 -> SUSPENDED 211; resume 1 -> SUSPENDED 212; resume 1 -> SUSPENDED 213; resume 1 -> SUSPENDED 214; resume 1 -> SUSPENDED 215
// RUN: resume 1 -> SUSPENDED 216; resume 1 -> SUSPENDED 217; resume 1 -> SUSPENDED 218; resume 1 -> SUSPENDED 219; resume 1 -> SUSPENDED 220; resume 1 -> SUSPENDED 221; resume 1 -> SUSPENDED 222; resume 1 -> SUSPENDED 223
// RUN: resume 1 -> SUSPENDED 224; resume 1 -> SUSPENDED 225; resume 1 -> SUSPENDED 226; resume 1 -> SUSPENDED 227; resume 1 -> SUSPENDED 228; resume 1 -> SUSPENDED 229; resume 1 -> SUSPENDED 230; resume 1 -> SUSPENDED 231
// RUN: resume 1 -> SUSPENDED 232; resume 1 -> SUSPENDED 233; resume 1 -> SUSPENDED 234; resume 1 -> SUSPENDED 235; resume 1 -> SUSPENDED 236; resume 1 -> SUSPENDED 237; resume 1 -> SUSPENDED 238; resume 1 -> SUSPENDED 239
// RUN: resume 1 -> SUSPENDED 240; resume 1 -> SUSPENDED 241; resume 1 -> SUSPENDED 242; resume 1 -> SUSPENDED 243; resume 1 -> SUSPENDED 244; resume 1 -> SUSPENDED 245; resume 1 -> SUSPENDED 246; resume 1 -> SUSPENDED 247
// RUN: resume 1 -> SUSPENDED 248; resume 1 -> SUSPENDED 249; resume 1 -> SUSPENDED 250; resume 1 -> SUSPENDED 251; resume 1 -> SUSPENDED 252; resume 1 -> SUSPENDED 253; resume 1 -> SUSPENDED 254; resume 1 -> SUSPENDED 255
// RUN: resume 1 -> SUSPENDED 256; resume 1 -> SUSPENDED 257; resume 1 -> SUSPENDED 258; resume 1 -> SUSPENDED 259; resume 1 -> SUSPENDED 260; resume 1 -> SUSPENDED 261; resume 1 -> SUSPENDED 262; resume 1 -> SUSPENDED 263
// RUN: resume 1 -> SUSPENDED 264; resume 1 -> SUSPENDED 265; resume 1 -> SUSPENDED 266; resume 1 -> SUSPENDED 267; resume 1 -> SUSPENDED 268; resume 1 -> SUSPENDED 269; resume 1 -> SUSPENDED 270; resume 1 -> SUSPENDED 271
// RUN: resume 1 -> SUSPENDED 272; resume 1 -> SUSPENDED 273; resume 1 -> SUSPENDED 274; resume 1 -> SUSPENDED 275; resume 1 -> SUSPENDED 276; resume 1 -> SUSPENDED 277; resume 1 -> SUSPENDED 278; resume 1 -> SUSPENDED 279
// RUN: resume 1 -> SUSPENDED 280; resume 1 -> SUSPENDED 281; resume 1 -> SUSPENDED 282; resume 1 -> SUSPENDED 283; resume 1 -> SUSPENDED 284; resume 1 -> SUSPENDED 285; resume 1 -> SUSPENDED 286; resume 1 -> SUSPENDED 287
// RUN: resume 1 -> SUSPENDED 288; resume 1 -> SUSPENDED 289; resume 1 -> SUSPENDED 290; resume 1 -> SUSPENDED 291; resume 1 -> SUSPENDED 292; resume 1 -> SUSPENDED 293; resume 1 -> SUSPENDED 294; resume 1 -> SUSPENDED 295
// RUN: resume 1 -> SUSPENDED 296; resume 1 -> SUSPENDED 297; resume 1 -> SUSPENDED 298; resume 1 -> SUSPENDED 299; resume 1 -> SUSPENDED 300; resume 1 -> SUSPENDED 301; resume 1 -> SUSPENDED 302; resume 1 -> SUSPENDED 303
// RUN: resume 1 -> SUSPENDED 304; resume 1 -> SUSPENDED 305; resume 1 -> SUSPENDED 306; resume 1 -> SUSPENDED 307; resume 1 -> SUSPENDED 308; resume 1 -> SUSPENDED 309; resume 1 -> SUSPENDED 310; resume 1 -> SUSPENDED 311
// RUN: resume 1 -> SUSPENDED 312; resume 1 -> SUSPENDED 313; resume 1 -> SUSPENDED 314; resume 1 -> SUSPENDED 315; resume 1 -> SUSPENDED 316; resume 1 -> SUSPENDED 317; resume 1 -> SUSPENDED 318; resume 1 -> SUSPENDED 319
// RUN: resume 1 -> SUSPENDED 320; resume 1 -> SUSPENDED 321; resume 1 -> SUSPENDED 322; resume 1 -> SUSPENDED 323; resume 1 -> SUSPENDED 324; resume 1 -> SUSPENDED 325; resume 1 -> SUSPENDED 326; resume 1 -> SUSPENDED 327
// RUN: resume 1 -> SUSPENDED 328; resume 1 -> SUSPENDED 329; resume 1 -> SUSPENDED 330; resume 1 -> SUSPENDED 331; resume 1 -> SUSPENDED 332; resume 1 -> SUSPENDED 333; resume 1 -> SUSPENDED 334; resume 1 -> SUSPENDED 335
// RUN: resume 1 -> SUSPENDED 336; resume 1 -> SUSPENDED 337; resume 1 -> SUSPENDED 338; resume 1 -> SUSPENDED 339; resume 1 -> SUSPENDED 340; resume 1 -> SUSPENDED 341; resume 1 -> SUSPENDED 342; resume 1 -> SUSPENDED 343
// RUN: resume 1 -> SUSPENDED 344; resume 1 -> SUSPENDED 345; resume 1 -> SUSPENDED 346; resume 1 -> SUSPENDED 347; resume 1 -> SUSPENDED 348; resume 1 -> SUSPENDED 349; resume 1 -> SUSPENDED 350; resume 1 -> SUSPENDED 351
// RUN: resume 1 -> SUSPENDED 352; resume 1 -> SUSPENDED 353; resume 1 -> SUSPENDED 354; resume 1 -> SUSPENDED 355; resume 1 -> SUSPENDED 356; resume 1 -> SUSPENDED 357; resume 1 -> SUSPENDED 358; resume 1 -> SUSPENDED 359
// RUN: resume 1 -> SUSPENDED 360; resume 1 -> SUSPENDED 361; resume 1 -> SUSPENDED 362; resume 1 -> SUSPENDED 363; resume 1 -> SUSPENDED 364; resume 1 -> SUSPENDED 365; resume 1 -> SUSPENDED 366; resume 1 -> SUSPENDED 367
// RUN: resume 1 -> SUSPENDED 368; resume 1 -> SUSPENDED 369; resume 1 -> SUSPENDED 370; resume 1 -> SUSPENDED 371; resume 1 -> SUSPENDED 372; resume 1 -> SUSPENDED 373; resume 1 -> SUSPENDED 374; resume 1 -> SUSPENDED 375
// RUN: resume 1 -> SUSPENDED 376; resume 1 -> SUSPENDED 377; resume 1 -> SUSPENDED 378; resume 1 -> SUSPENDED 379; resume 1 -> SUSPENDED 380; resume 1 -> SUSPENDED 381; resume 1 -> SUSPENDED 382; resume 1 -> SUSPENDED 383
// RUN: resume 1 -> SUSPENDED 384; resume 1 -> SUSPENDED 385; resume 1 -> SUSPENDED 386; resume 1 -> SUSPENDED 387; resume 1 -> SUSPENDED 388; resume 1 -> SUSPENDED 389; resume 1 -> SUSPENDED 390; resume 1 -> SUSPENDED 391
// RUN: resume 1 -> SUSPENDED 392; resume 1 -> SUSPENDED 393; resume 1 -> SUSPENDED 394; resume 1 -> SUSPENDED 395; resume 1 -> SUSPENDED 396; resume 1 -> SUSPENDED 397; resume 1 -> SUSPENDED 398; resume 1 -> SUSPENDED 399
// RUN: resume 1 -> DONE 400
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
	s += bpf_coro_yield(120);
	s += bpf_coro_yield(121);
	s += bpf_coro_yield(122);
	s += bpf_coro_yield(123);
	s += bpf_coro_yield(124);
	s += bpf_coro_yield(125);
	s += bpf_coro_yield(126);
	s += bpf_coro_yield(127);
	s += bpf_coro_yield(128);
	s += bpf_coro_yield(129);
	s += bpf_coro_yield(130);
	s += bpf_coro_yield(131);
	s += bpf_coro_yield(132);
	s += bpf_coro_yield(133);
	s += bpf_coro_yield(134);
	s += bpf_coro_yield(135);
	s += bpf_coro_yield(136);
	s += bpf_coro_yield(137);
	s += bpf_coro_yield(138);
	s += bpf_coro_yield(139);
	s += bpf_coro_yield(140);
	s += bpf_coro_yield(141);
	s += bpf_coro_yield(142);
	s += bpf_coro_yield(143);
	s += bpf_coro_yield(144);
	s += bpf_coro_yield(145);
	s += bpf_coro_yield(146);
	s += bpf_coro_yield(147);
	s += bpf_coro_yield(148);
	s += bpf_coro_yield(149);
	s += bpf_coro_yield(150);
	s += bpf_coro_yield(151);
	s += bpf_coro_yield(152);
	s += bpf_coro_yield(153);
	s += bpf_coro_yield(154);
	s += bpf_coro_yield(155);
	s += bpf_coro_yield(156);
	s += bpf_coro_yield(157);
	s += bpf_coro_yield(158);
	s += bpf_coro_yield(159);
	s += bpf_coro_yield(160);
	s += bpf_coro_yield(161);
	s += bpf_coro_yield(162);
	s += bpf_coro_yield(163);
	s += bpf_coro_yield(164);
	s += bpf_coro_yield(165);
	s += bpf_coro_yield(166);
	s += bpf_coro_yield(167);
	s += bpf_coro_yield(168);
	s += bpf_coro_yield(169);
	s += bpf_coro_yield(170);
	s += bpf_coro_yield(171);
	s += bpf_coro_yield(172);
	s += bpf_coro_yield(173);
	s += bpf_coro_yield(174);
	s += bpf_coro_yield(175);
	s += bpf_coro_yield(176);
	s += bpf_coro_yield(177);
	s += bpf_coro_yield(178);
	s += bpf_coro_yield(179);
	s += bpf_coro_yield(180);
	s += bpf_coro_yield(181);
	s += bpf_coro_yield(182);
	s += bpf_coro_yield(183);
	s += bpf_coro_yield(184);
	s += bpf_coro_yield(185);
	s += bpf_coro_yield(186);
	s += bpf_coro_yield(187);
	s += bpf_coro_yield(188);
	s += bpf_coro_yield(189);
	s += bpf_coro_yield(190);
	s += bpf_coro_yield(191);
	s += bpf_coro_yield(192);
	s += bpf_coro_yield(193);
	s += bpf_coro_yield(194);
	s += bpf_coro_yield(195);
	s += bpf_coro_yield(196);
	s += bpf_coro_yield(197);
	s += bpf_coro_yield(198);
	s += bpf_coro_yield(199);
	s += bpf_coro_yield(200);
	s += bpf_coro_yield(201);
	s += bpf_coro_yield(202);
	s += bpf_coro_yield(203);
	s += bpf_coro_yield(204);
	s += bpf_coro_yield(205);
	s += bpf_coro_yield(206);
	s += bpf_coro_yield(207);
	s += bpf_coro_yield(208);
	s += bpf_coro_yield(209);
	s += bpf_coro_yield(210);
	s += bpf_coro_yield(211);
	s += bpf_coro_yield(212);
	s += bpf_coro_yield(213);
	s += bpf_coro_yield(214);
	s += bpf_coro_yield(215);
	s += bpf_coro_yield(216);
	s += bpf_coro_yield(217);
	s += bpf_coro_yield(218);
	s += bpf_coro_yield(219);
	s += bpf_coro_yield(220);
	s += bpf_coro_yield(221);
	s += bpf_coro_yield(222);
	s += bpf_coro_yield(223);
	s += bpf_coro_yield(224);
	s += bpf_coro_yield(225);
	s += bpf_coro_yield(226);
	s += bpf_coro_yield(227);
	s += bpf_coro_yield(228);
	s += bpf_coro_yield(229);
	s += bpf_coro_yield(230);
	s += bpf_coro_yield(231);
	s += bpf_coro_yield(232);
	s += bpf_coro_yield(233);
	s += bpf_coro_yield(234);
	s += bpf_coro_yield(235);
	s += bpf_coro_yield(236);
	s += bpf_coro_yield(237);
	s += bpf_coro_yield(238);
	s += bpf_coro_yield(239);
	s += bpf_coro_yield(240);
	s += bpf_coro_yield(241);
	s += bpf_coro_yield(242);
	s += bpf_coro_yield(243);
	s += bpf_coro_yield(244);
	s += bpf_coro_yield(245);
	s += bpf_coro_yield(246);
	s += bpf_coro_yield(247);
	s += bpf_coro_yield(248);
	s += bpf_coro_yield(249);
	s += bpf_coro_yield(250);
	s += bpf_coro_yield(251);
	s += bpf_coro_yield(252);
	s += bpf_coro_yield(253);
	s += bpf_coro_yield(254);
	s += bpf_coro_yield(255);
	s += bpf_coro_yield(256);
	s += bpf_coro_yield(257);
	s += bpf_coro_yield(258);
	s += bpf_coro_yield(259);
	s += bpf_coro_yield(260);
	s += bpf_coro_yield(261);
	s += bpf_coro_yield(262);
	s += bpf_coro_yield(263);
	s += bpf_coro_yield(264);
	s += bpf_coro_yield(265);
	s += bpf_coro_yield(266);
	s += bpf_coro_yield(267);
	s += bpf_coro_yield(268);
	s += bpf_coro_yield(269);
	s += bpf_coro_yield(270);
	s += bpf_coro_yield(271);
	s += bpf_coro_yield(272);
	s += bpf_coro_yield(273);
	s += bpf_coro_yield(274);
	s += bpf_coro_yield(275);
	s += bpf_coro_yield(276);
	s += bpf_coro_yield(277);
	s += bpf_coro_yield(278);
	s += bpf_coro_yield(279);
	s += bpf_coro_yield(280);
	s += bpf_coro_yield(281);
	s += bpf_coro_yield(282);
	s += bpf_coro_yield(283);
	s += bpf_coro_yield(284);
	s += bpf_coro_yield(285);
	s += bpf_coro_yield(286);
	s += bpf_coro_yield(287);
	s += bpf_coro_yield(288);
	s += bpf_coro_yield(289);
	s += bpf_coro_yield(290);
	s += bpf_coro_yield(291);
	s += bpf_coro_yield(292);
	s += bpf_coro_yield(293);
	s += bpf_coro_yield(294);
	s += bpf_coro_yield(295);
	s += bpf_coro_yield(296);
	s += bpf_coro_yield(297);
	s += bpf_coro_yield(298);
	s += bpf_coro_yield(299);
	s += bpf_coro_yield(300);
	s += bpf_coro_yield(301);
	s += bpf_coro_yield(302);
	s += bpf_coro_yield(303);
	s += bpf_coro_yield(304);
	s += bpf_coro_yield(305);
	s += bpf_coro_yield(306);
	s += bpf_coro_yield(307);
	s += bpf_coro_yield(308);
	s += bpf_coro_yield(309);
	s += bpf_coro_yield(310);
	s += bpf_coro_yield(311);
	s += bpf_coro_yield(312);
	s += bpf_coro_yield(313);
	s += bpf_coro_yield(314);
	s += bpf_coro_yield(315);
	s += bpf_coro_yield(316);
	s += bpf_coro_yield(317);
	s += bpf_coro_yield(318);
	s += bpf_coro_yield(319);
	s += bpf_coro_yield(320);
	s += bpf_coro_yield(321);
	s += bpf_coro_yield(322);
	s += bpf_coro_yield(323);
	s += bpf_coro_yield(324);
	s += bpf_coro_yield(325);
	s += bpf_coro_yield(326);
	s += bpf_coro_yield(327);
	s += bpf_coro_yield(328);
	s += bpf_coro_yield(329);
	s += bpf_coro_yield(330);
	s += bpf_coro_yield(331);
	s += bpf_coro_yield(332);
	s += bpf_coro_yield(333);
	s += bpf_coro_yield(334);
	s += bpf_coro_yield(335);
	s += bpf_coro_yield(336);
	s += bpf_coro_yield(337);
	s += bpf_coro_yield(338);
	s += bpf_coro_yield(339);
	s += bpf_coro_yield(340);
	s += bpf_coro_yield(341);
	s += bpf_coro_yield(342);
	s += bpf_coro_yield(343);
	s += bpf_coro_yield(344);
	s += bpf_coro_yield(345);
	s += bpf_coro_yield(346);
	s += bpf_coro_yield(347);
	s += bpf_coro_yield(348);
	s += bpf_coro_yield(349);
	s += bpf_coro_yield(350);
	s += bpf_coro_yield(351);
	s += bpf_coro_yield(352);
	s += bpf_coro_yield(353);
	s += bpf_coro_yield(354);
	s += bpf_coro_yield(355);
	s += bpf_coro_yield(356);
	s += bpf_coro_yield(357);
	s += bpf_coro_yield(358);
	s += bpf_coro_yield(359);
	s += bpf_coro_yield(360);
	s += bpf_coro_yield(361);
	s += bpf_coro_yield(362);
	s += bpf_coro_yield(363);
	s += bpf_coro_yield(364);
	s += bpf_coro_yield(365);
	s += bpf_coro_yield(366);
	s += bpf_coro_yield(367);
	s += bpf_coro_yield(368);
	s += bpf_coro_yield(369);
	s += bpf_coro_yield(370);
	s += bpf_coro_yield(371);
	s += bpf_coro_yield(372);
	s += bpf_coro_yield(373);
	s += bpf_coro_yield(374);
	s += bpf_coro_yield(375);
	s += bpf_coro_yield(376);
	s += bpf_coro_yield(377);
	s += bpf_coro_yield(378);
	s += bpf_coro_yield(379);
	s += bpf_coro_yield(380);
	s += bpf_coro_yield(381);
	s += bpf_coro_yield(382);
	s += bpf_coro_yield(383);
	s += bpf_coro_yield(384);
	s += bpf_coro_yield(385);
	s += bpf_coro_yield(386);
	s += bpf_coro_yield(387);
	s += bpf_coro_yield(388);
	s += bpf_coro_yield(389);
	s += bpf_coro_yield(390);
	s += bpf_coro_yield(391);
	s += bpf_coro_yield(392);
	s += bpf_coro_yield(393);
	s += bpf_coro_yield(394);
	s += bpf_coro_yield(395);
	s += bpf_coro_yield(396);
	s += bpf_coro_yield(397);
	s += bpf_coro_yield(398);
	s += bpf_coro_yield(399);
	return s;
}

CORPUS_ARRAY(frames, co);
CORPUS_DRIVER(frames, co, co())
