/* SPDX-License-Identifier: GPL-2.0 */
/*
 * elfobj.h - what bpfcoro-check reads out of a BPF object: its code
 * sections, symbols, relocations, BTF and BTF.ext line/func info. Every
 * offset and count is checked against the file before it is used, so a
 * truncated or garbage object is an error, never a crash.
 */
#ifndef BPFCORO_CHECK_ELFOBJ_H
#define BPFCORO_CHECK_ELFOBJ_H

#include <stddef.h>
#include <stdint.h>
#include <linux/bpf.h>

struct btf;

struct obj_sym {
	const char *name;
	int shndx;		/* 0: undefined (an extern: kfunc, ksym) */
	uint64_t value;
	uint64_t size;
	int type;		/* STT_* */
	int bind;
};

struct line_rec {
	int insn;		/* instruction index in its section */
	const char *file;
	int line, col;
};

struct func_rec {
	int insn;
	uint32_t type_id;
};

struct obj_sec {
	const char *name;
	int exec;		/* SHF_EXECINSTR: BPF code */
	const struct bpf_insn *insn;
	int ninsn;
	int *rel;		/* per instruction: symbol index of its relocation, -1 */
	struct line_rec *lines;
	int nlines;
	struct func_rec *funcs;
	int nfuncs;
};

struct obj {
	const char *path;
	void *map;		/* the whole file */
	size_t size;
	struct obj_sec *sec;	/* indexed like the ELF's sections */
	int nsec;
	struct obj_sym *sym;
	int nsym;
	struct btf *btf;	/* NULL without .BTF */
	int has_lines;
	void *elf;		/* the libelf handle the names live in */
};

/* Returns 0, or -1 with a message in err (the input is unreadable). */
int obj_open(struct obj *o, const char *path, char *err, size_t errlen);
void obj_close(struct obj *o);

#endif
