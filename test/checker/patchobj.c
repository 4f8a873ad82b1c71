// SPDX-License-Identifier: GPL-2.0
/*
 * patchobj - makes the adversarial objects of test/checker: takes an
 * object the compiler built correctly and breaks one thing in it the way
 * a buggy compiler or a hand edit would, so bpfcoro-check can be shown to
 * reject it. Edits are found by pattern inside one function (by symbol),
 * never by instruction index, so they survive changes of the lowering.
 *
 *   patchobj in.o out.o EDIT...
 *     xchg-imm SYM V       the constant published by SYM's first atomic
 *                          exchange at offset 16 (the index) becomes V
 *     store-off SYM OLD NEW  SYM's first store at offset OLD goes to NEW
 *     nop-store SYM OFF    SYM's first store at offset OFF is deleted
 *     nop-call SYM NAME    SYM's first call of NAME (kfunc, or helper
 *                          spin_unlock) is deleted
 *     ldimm SYM OLD NEW    SYM's first 64-bit constant OLD (or the first
 *                          one: OLD "first") becomes NEW
 *     btf-rename OLD NEW   a string of the .BTF string table is renamed
 *                          (same length)
 *     truncate N           only the first N bytes are written
 *     btf-garble           the .BTF header's magic is overwritten
 *     btf-name-bad NAME    the BTF type named NAME gets a name offset
 *                          past the string section
 *     btf-ext-dup-sec      the second section of .BTF.ext's line info
 *                          is named as the first
 *     sec-size NAME N      section NAME's header says N bytes
 *     shnum-extended N     e_shnum 0, section 0 giving the count N
 *                          (ELF extended numbering)
 * Exits 1 with a message if an edit found nothing to change.
 */
#include <elf.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include <linux/bpf.h>

static uint8_t *buf;
static size_t len;

static void die(const char *m, const char *a)
{
	fprintf(stderr, "patchobj: %s%s%s\n", m, a ? " " : "", a ? a : "");
	exit(1);
}

static Elf64_Ehdr *eh(void)
{
	return (Elf64_Ehdr *)buf;
}

static Elf64_Shdr *sh(int i)
{
	return (Elf64_Shdr *)(buf + eh()->e_shoff + (size_t)i * eh()->e_shentsize);
}

static const char *secname(int i)
{
	return (const char *)buf + sh(eh()->e_shstrndx)->sh_offset + sh(i)->sh_name;
}

static int find_sec(const char *name)
{
	for (int i = 1; i < eh()->e_shnum; i++)
		if (!strcmp(secname(i), name))
			return i;
	return -1;
}

/* The instructions of function sym: *n of them. */
static struct bpf_insn *func(const char *sym, int *n, int *secidx, int *first)
{
	for (int i = 1; i < eh()->e_shnum; i++) {
		Elf64_Shdr *s = sh(i);

		if (s->sh_type != SHT_SYMTAB)
			continue;
		Elf64_Sym *y = (Elf64_Sym *)(buf + s->sh_offset);
		const char *str = (const char *)buf + sh(s->sh_link)->sh_offset;

		for (size_t k = 0; k < s->sh_size / sizeof(*y); k++) {
			if (ELF64_ST_TYPE(y[k].st_info) != STT_FUNC || strcmp(str + y[k].st_name, sym))
				continue;
			Elf64_Shdr *code = sh(y[k].st_shndx);

			*n = y[k].st_size / 8;
			*secidx = y[k].st_shndx;
			*first = y[k].st_value / 8;
			return (struct bpf_insn *)(buf + code->sh_offset + y[k].st_value);
		}
	}
	die("no function", sym);
	return NULL;
}

static int is_store(const struct bpf_insn *in)
{
	return (BPF_CLASS(in->code) == BPF_ST || BPF_CLASS(in->code) == BPF_STX) &&
	       BPF_MODE(in->code) == BPF_MEM;
}

static void nop(struct bpf_insn *in)
{
	memset(in, 0, sizeof(*in));
	in->code = BPF_JMP | BPF_JA;	/* goto +0 */
}

/* Name of the symbol the relocation at (secidx, insn) refers to. */
static const char *rel_name(int secidx, int insn)
{
	for (int i = 1; i < eh()->e_shnum; i++) {
		Elf64_Shdr *s = sh(i);

		if (s->sh_type != SHT_REL || (int)s->sh_info != secidx)
			continue;
		Elf64_Rel *r = (Elf64_Rel *)(buf + s->sh_offset);
		Elf64_Shdr *st = sh(s->sh_link);
		Elf64_Sym *y = (Elf64_Sym *)(buf + st->sh_offset);
		const char *str = (const char *)buf + sh(st->sh_link)->sh_offset;

		for (size_t k = 0; k < s->sh_size / sizeof(*r); k++)
			if (r[k].r_offset == (uint64_t)insn * 8)
				return str + y[ELF64_R_SYM(r[k].r_info)].st_name;
	}
	return NULL;
}

/* The bytes a BTF type's kind adds after struct btf_type. */
static uint32_t btf_extra(uint32_t info)
{
	uint32_t kind = (info >> 24) & 0x1f, vlen = info & 0xffff;

	switch (kind) {
	case 1: case 14: case 17: return 4;	/* INT, VAR, DECL_TAG */
	case 3: return 12;			/* ARRAY */
	case 4: case 5: case 15: return vlen * 12;	/* STRUCT, UNION, DATASEC */
	case 6: case 13: return vlen * 8;	/* ENUM, FUNC_PROTO */
	case 19: return vlen * 12;		/* ENUM64 */
	default: return 0;
	}
}

/* Points the name of the BTF type named name past the string section. */
static int btf_name_bad(const char *name)
{
	int b = find_sec(".BTF");

	if (b < 0)
		return 0;
	uint8_t *d = buf + sh(b)->sh_offset;
	uint32_t hl = *(uint32_t *)(d + 4), to = *(uint32_t *)(d + 8),
		 tl = *(uint32_t *)(d + 12), so = *(uint32_t *)(d + 16),
		 sl = *(uint32_t *)(d + 20);
	const char *str = (const char *)d + hl + so;

	for (uint32_t at = 0; at + 12 <= tl;) {
		uint32_t *t = (uint32_t *)(d + hl + to + at);

		if (t[0] < sl && !strcmp(str + t[0], name)) {
			t[0] = sl + 0x08000000;
			return 1;
		}
		at += 12 + btf_extra(t[1]);
	}
	return 0;
}

int main(int argc, char **argv)
{
	FILE *f;
	size_t out_len;
	int i;

	if (argc < 3)
		die("usage: patchobj in.o out.o EDIT...", NULL);
	f = fopen(argv[1], "rb");
	if (!f)
		die("cannot open", argv[1]);
	fseek(f, 0, SEEK_END);
	len = ftell(f);
	rewind(f);
	buf = malloc(len);
	if (!buf || fread(buf, 1, len, f) != len)
		die("cannot read", argv[1]);
	fclose(f);
	out_len = len;
	for (i = 3; i < argc; i++) {
		const char *e = argv[i];
		int n, si, first, done = 0;
		struct bpf_insn *p;

		if (!strcmp(e, "xchg-imm") && i + 2 < argc) {
			p = func(argv[i + 1], &n, &si, &first);
			for (int k = 1; k < n && !done; k++)
				if (p[k].code == (BPF_STX | BPF_ATOMIC | BPF_W) && p[k].imm == BPF_XCHG &&
				    p[k].off == 16 && BPF_CLASS(p[k - 1].code) == BPF_ALU &&
				    BPF_OP(p[k - 1].code) == BPF_MOV && p[k - 1].dst_reg == p[k].src_reg) {
					p[k - 1].imm = strtol(argv[i + 2], NULL, 0);
					done = 1;
				}
			i += 2;
		} else if (!strcmp(e, "store-off") && i + 3 < argc) {
			long old = strtol(argv[i + 2], NULL, 0), nw = strtol(argv[i + 3], NULL, 0);

			p = func(argv[i + 1], &n, &si, &first);
			for (int k = 0; k < n && !done; k++)
				if (is_store(&p[k]) && p[k].off == old) {
					p[k].off = nw;
					done = 1;
				}
			i += 3;
		} else if (!strcmp(e, "nop-store") && i + 2 < argc) {
			long off = strtol(argv[i + 2], NULL, 0);

			p = func(argv[i + 1], &n, &si, &first);
			for (int k = 0; k < n && !done; k++)
				if (is_store(&p[k]) && p[k].off == off) {
					nop(&p[k]);
					done = 1;
				}
			i += 2;
		} else if (!strcmp(e, "nop-call") && i + 2 < argc) {
			p = func(argv[i + 1], &n, &si, &first);
			for (int k = 0; k < n && !done; k++) {
				const char *nm;

				if (p[k].code != (BPF_JMP | BPF_CALL))
					continue;
				nm = rel_name(si, first + k);
				if ((nm && !strcmp(nm, argv[i + 2])) ||
				    (!nm && p[k].src_reg == 0 && p[k].imm == BPF_FUNC_spin_unlock &&
				     !strcmp(argv[i + 2], "bpf_spin_unlock"))) {
					/* r0 = 0: the call is gone, its result looks like success. */
					memset(&p[k], 0, sizeof(p[k]));
					p[k].code = BPF_ALU64 | BPF_MOV | BPF_K;
					done = 1;
				}
			}
			i += 2;
		} else if (!strcmp(e, "ldimm") && i + 3 < argc) {
			uint64_t old = strtoull(argv[i + 2], NULL, 0), nw = strtoull(argv[i + 3], NULL, 0);
			int any = !strcmp(argv[i + 2], "first");

			p = func(argv[i + 1], &n, &si, &first);
			for (int k = 0; k + 1 < n && !done; k++)
				if (p[k].code == (BPF_LD | BPF_IMM | BPF_DW) &&
				    (any || ((uint32_t)p[k].imm | (uint64_t)(uint32_t)p[k + 1].imm << 32) == old)) {
					p[k].imm = (uint32_t)nw;
					p[k + 1].imm = (uint32_t)(nw >> 32);
					done = 1;
				}
			i += 3;
		} else if (!strcmp(e, "btf-rename") && i + 2 < argc) {
			int b = find_sec(".BTF");
			const char *o = argv[i + 1], *nw = argv[i + 2];
			size_t ol = strlen(o);

			if (b < 0 || strlen(nw) != ol)
				die("btf-rename needs .BTF and names of one length", NULL);
			uint8_t *d = buf + sh(b)->sh_offset;
			uint32_t hl = *(uint32_t *)(d + 4), so = *(uint32_t *)(d + 16),
				 sl = *(uint32_t *)(d + 20);
			char *str = (char *)d + hl + so;

			for (uint32_t k = 0; k + ol < sl && !done; k++)
				if ((k == 0 || !str[k - 1]) && !memcmp(str + k, o, ol + 1)) {
					memcpy(str + k, nw, ol);
					done = 1;
				}
			i += 2;
		} else if (!strcmp(e, "truncate") && i + 1 < argc) {
			out_len = strtoul(argv[i + 1], NULL, 0);
			if (out_len > len)
				out_len = len;
			done = 1;
			i += 1;
		} else if (!strcmp(e, "btf-garble")) {
			int b = find_sec(".BTF");

			if (b >= 0) {
				memset(buf + sh(b)->sh_offset, 0x5a, 8);
				done = 1;
			}
		} else if (!strcmp(e, "btf-name-bad") && i + 1 < argc) {
			done = btf_name_bad(argv[i + 1]);
			i += 1;
		} else if (!strcmp(e, "btf-ext-dup-sec")) {
			int b = find_sec(".BTF.ext");

			if (b >= 0) {
				/* struct btf_ext_header: line_info_off at 16;
				 * the info: a record size, then per section a
				 * name, a count and the records. */
				uint8_t *d = buf + sh(b)->sh_offset;
				uint8_t *li = d + *(uint32_t *)(d + 4) + *(uint32_t *)(d + 16);
				uint32_t rec = *(uint32_t *)li;
				uint32_t *first = (uint32_t *)(li + 4);
				uint32_t *second = (uint32_t *)(li + 12 + first[1] * rec);

				if (*(uint32_t *)(d + 20) > 12 + first[1] * rec) {
					second[0] = first[0];
					done = 1;
				}
			}
		} else if (!strcmp(e, "sec-size") && i + 2 < argc) {
			int b = find_sec(argv[i + 1]);

			if (b >= 0) {
				sh(b)->sh_size = strtoull(argv[i + 2], NULL, 0);
				done = 1;
			}
			i += 2;
		} else if (!strcmp(e, "shnum-extended") && i + 1 < argc) {
			sh(0)->sh_size = strtoull(argv[i + 1], NULL, 0);
			eh()->e_shnum = 0;
			done = 1;
			i += 1;
		} else {
			die("unknown edit", e);
		}
		if (!done)
			die("found nothing to change for", e);
	}
	f = fopen(argv[2], "wb");
	if (!f || fwrite(buf, 1, out_len, f) != out_len || fclose(f))
		die("cannot write", argv[2]);
	return 0;
}
