// SPDX-License-Identifier: GPL-2.0
/*
 * elfobj.c - reads a BPF object for bpfcoro-check (see elfobj.h). libelf
 * parses the ELF, libbpf the .BTF; .BTF.ext is parsed here because libbpf
 * 1.1 no longer exports its line info. Each offset is checked against the
 * bytes that hold it: the input may be truncated or garbage.
 */
#include "elfobj.h"

#include <errno.h>
#include <fcntl.h>
#include <gelf.h>
#include <libelf.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#include <bpf/btf.h>
#include <bpf/libbpf.h>

#ifndef EM_BPF
#define EM_BPF 247
#endif

static int fail(char *err, size_t n, const char *msg)
{
	snprintf(err, n, "%s", msg);
	return -1;
}

/* Bytes of section i if they lie inside the file, else NULL. */
static const uint8_t *sec_bytes(struct obj *o, Elf *e, size_t i, size_t *len)
{
	Elf_Scn *scn = elf_getscn(e, i);
	GElf_Shdr sh;

	if (!scn || !gelf_getshdr(scn, &sh) || sh.sh_type == SHT_NOBITS)
		return NULL;
	if (sh.sh_offset > o->size || sh.sh_size > o->size - sh.sh_offset)
		return NULL;
	*len = sh.sh_size;
	return (const uint8_t *)o->map + sh.sh_offset;
}

static int find_sec(struct obj *o, const char *name)
{
	for (int i = 0; i < o->nsec; i++)
		if (o->sec[i].name && !strcmp(o->sec[i].name, name))
			return i;
	return -1;
}

static const char *btf_str(struct btf *btf, uint32_t off)
{
	const char *s = btf ? btf__name_by_offset(btf, off) : NULL;

	return s ? s : "";
}

/*
 * libbpf 1.1 checks the sizes of the types, not that their names lie in
 * the string section: btf__name_by_offset() is then NULL, and the checker
 * takes names as strings. Check every name once here.
 */
static int btf_names_ok(const struct btf *btf)
{
	for (uint32_t i = 1; i < btf__type_cnt(btf); i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);
		int n = t ? btf_vlen(t) : 0;

		if (!t || !btf__name_by_offset(btf, t->name_off))
			return 0;
		for (int k = 0; k < n; k++) {
			uint32_t off;

			if (btf_is_composite(t))
				off = btf_members(t)[k].name_off;
			else if (btf_is_enum(t))
				off = btf_enum(t)[k].name_off;
			else if (btf_is_enum64(t))
				off = btf_enum64(t)[k].name_off;
			else if (btf_is_func_proto(t))
				off = btf_params(t)[k].name_off;
			else
				break;
			if (!btf__name_by_offset(btf, off))
				return 0;
		}
	}
	return 1;
}

/*
 * One .BTF.ext subsection (func or line info): a record size, then per
 * section a name, a count and the records.
 */
static void read_ext(struct obj *o, const uint8_t *p, size_t len, int lines)
{
	uint32_t rec, need = lines ? 16 : 8;
	size_t at = 4;

	if (len < 4)
		return;
	memcpy(&rec, p, 4);
	if (rec < need || rec > 1024)
		return;
	while (at + 8 <= len) {
		uint32_t name_off, n;
		const char *name;
		struct obj_sec *s;
		int si;

		memcpy(&name_off, p + at, 4);
		memcpy(&n, p + at + 4, 4);
		at += 8;
		if (n > (len - at) / rec)
			return;
		name = btf_str(o->btf, name_off);
		si = find_sec(o, name);
		s = si >= 0 ? &o->sec[si] : NULL;
		/* A section named twice: keep the first records. Allocating
		 * again would leak them and the counts, which go on from the
		 * first, would index past the new array. */
		if (s && s->exec && (lines ? s->lines != NULL : s->funcs != NULL))
			s = NULL;
		if (s && s->exec) {
			if (lines) {
				s->lines = calloc(n ? n : 1, sizeof(*s->lines));
				if (!s->lines)
					return;
			} else {
				s->funcs = calloc(n ? n : 1, sizeof(*s->funcs));
				if (!s->funcs)
					return;
			}
		}
		for (uint32_t k = 0; k < n; k++, at += rec) {
			uint32_t w[4];

			memcpy(w, p + at, need);
			if (!s || !s->exec || w[0] % 8)
				continue;
			if (lines) {
				struct line_rec *l = &s->lines[s->nlines++];

				l->insn = w[0] / 8;
				l->file = btf_str(o->btf, w[1]);
				l->line = w[3] >> 10;
				l->col = w[3] & 0x3ff;
				o->has_lines = 1;
			} else {
				struct func_rec *f = &s->funcs[s->nfuncs++];

				f->insn = w[0] / 8;
				f->type_id = w[1];
			}
		}
	}
}

static void read_btf_ext(struct obj *o, const uint8_t *p, size_t len)
{
	uint32_t hdr_len, fo, fl, lo, ll;

	if (len < 24 || p[0] != 0x9f || p[1] != 0xeb)
		return;
	memcpy(&hdr_len, p + 4, 4);
	memcpy(&fo, p + 8, 4);
	memcpy(&fl, p + 12, 4);
	memcpy(&lo, p + 16, 4);
	memcpy(&ll, p + 20, 4);
	if (hdr_len < 24 || hdr_len > len)
		return;
	p += hdr_len;
	len -= hdr_len;
	if (fo <= len && fl <= len - fo)
		read_ext(o, p + fo, fl, 0);
	if (lo <= len && ll <= len - lo)
		read_ext(o, p + lo, ll, 1);
}

int obj_open(struct obj *o, const char *path, char *err, size_t errlen)
{
	const uint8_t *symtab = NULL, *btfd = NULL, *extd = NULL;
	size_t nsections, shstrndx, symlen = 0, btflen = 0, extlen = 0;
	int fd, symsec = -1, strsec = -1;
	GElf_Ehdr eh;
	struct stat stb;
	Elf *e;

	memset(o, 0, sizeof(*o));
	o->path = path;
	fd = open(path, O_RDONLY);
	if (fd < 0) {
		snprintf(err, errlen, "cannot open: %s", strerror(errno));
		return -1;
	}
	if (fstat(fd, &stb) || !S_ISREG(stb.st_mode)) {
		close(fd);
		return fail(err, errlen, "not a regular file");
	}
	o->size = stb.st_size;
	o->map = malloc(o->size ? o->size : 1);
	if (!o->map || read(fd, o->map, o->size) != (ssize_t)o->size) {
		close(fd);
		return fail(err, errlen, "cannot read the file");
	}
	close(fd);

	elf_version(EV_CURRENT);
	e = elf_memory(o->map, o->size);
	if (!e || elf_kind(e) != ELF_K_ELF || !gelf_getehdr(e, &eh)) {
		if (e)
			elf_end(e);
		return fail(err, errlen, "not an ELF file");
	}
	if (eh.e_machine != EM_BPF || eh.e_ident[EI_CLASS] != ELFCLASS64) {
		elf_end(e);
		return fail(err, errlen, "not a BPF object (ELF machine is not BPF)");
	}
	/* libelf reads a cut-off section header table as no sections. */
	if (eh.e_shoff > o->size || eh.e_shentsize != sizeof(Elf64_Shdr) ||
	    (uint64_t)eh.e_shnum * eh.e_shentsize > o->size - eh.e_shoff ||
	    elf_getshdrnum(e, &nsections) || elf_getshdrstrndx(e, &shstrndx) ||
	    nsections > 65536 ||
	    /* Extended numbering (e_shnum 0, the count in section 0): libelf
	     * reads a count past the file as no sections, too. */
	    (eh.e_shoff && !nsections) ||
	    (uint64_t)nsections * sizeof(Elf64_Shdr) > o->size - eh.e_shoff ||
	    (nsections && shstrndx >= nsections)) {
		elf_end(e);
		return fail(err, errlen, "truncated or corrupt ELF section headers");
	}
	o->nsec = nsections;
	o->sec = calloc(nsections ? nsections : 1, sizeof(*o->sec));
	if (!o->sec) {
		elf_end(e);
		return fail(err, errlen, "out of memory");
	}
	for (size_t i = 1; i < nsections; i++) {
		Elf_Scn *scn = elf_getscn(e, i);
		GElf_Shdr sh;

		if (!scn || !gelf_getshdr(scn, &sh)) {
			elf_end(e);
			return fail(err, errlen, "truncated or corrupt ELF section header");
		}
		o->sec[i].name = elf_strptr(e, shstrndx, sh.sh_name);
		if (sh.sh_type == SHT_SYMTAB) {
			symsec = i;
			strsec = sh.sh_link;
		}
		if (sh.sh_type == SHT_PROGBITS && (sh.sh_flags & SHF_EXECINSTR)) {
			size_t len;
			const uint8_t *b = sec_bytes(o, e, i, &len);

			if (!b || len % 8 || ((uintptr_t)b % 4)) {
				elf_end(e);
				return fail(err, errlen, "truncated code section");
			}
			o->sec[i].exec = 1;
			o->sec[i].insn = (const struct bpf_insn *)b;
			o->sec[i].ninsn = len / 8;
			o->sec[i].rel = malloc((len / 8 + 1) * sizeof(int));
			if (!o->sec[i].rel) {
				elf_end(e);
				return fail(err, errlen, "out of memory");
			}
			for (size_t k = 0; k < len / 8; k++)
				o->sec[i].rel[k] = -1;
		}
	}
	if (symsec > 0) {
		symtab = sec_bytes(o, e, symsec, &symlen);
		if (!symtab) {
			elf_end(e);
			return fail(err, errlen, "truncated symbol table");
		}
		o->nsym = symlen / sizeof(Elf64_Sym);
		o->sym = calloc(o->nsym ? o->nsym : 1, sizeof(*o->sym));
		if (!o->sym) {
			elf_end(e);
			return fail(err, errlen, "out of memory");
		}
		for (int k = 0; k < o->nsym; k++) {
			Elf64_Sym s;
			const char *nm;

			memcpy(&s, symtab + k * sizeof(s), sizeof(s));
			nm = strsec > 0 ? elf_strptr(e, strsec, s.st_name) : NULL;
			o->sym[k].name = nm ? nm : "";
			o->sym[k].shndx = s.st_shndx;
			o->sym[k].value = s.st_value;
			o->sym[k].size = s.st_size;
			o->sym[k].type = ELF64_ST_TYPE(s.st_info);
			o->sym[k].bind = ELF64_ST_BIND(s.st_info);
			if (o->sym[k].type == STT_SECTION && !*o->sym[k].name &&
			    s.st_shndx < nsections && o->sec[s.st_shndx].name)
				o->sym[k].name = o->sec[s.st_shndx].name;
		}
	}
	for (size_t i = 1; i < nsections; i++) {
		Elf_Scn *scn = elf_getscn(e, i);
		GElf_Shdr sh;
		const uint8_t *b;
		size_t len;

		if (!gelf_getshdr(scn, &sh) || sh.sh_type != SHT_REL)
			continue;
		if (sh.sh_info >= nsections || !o->sec[sh.sh_info].exec)
			continue;
		b = sec_bytes(o, e, i, &len);
		if (!b) {
			elf_end(e);
			return fail(err, errlen, "truncated relocation section");
		}
		for (size_t k = 0; k + sizeof(Elf64_Rel) <= len; k += sizeof(Elf64_Rel)) {
			Elf64_Rel r;
			size_t at;
			int sym;

			memcpy(&r, b + k, sizeof(r));
			at = r.r_offset / 8;
			sym = ELF64_R_SYM(r.r_info);
			if (r.r_offset % 8 || at >= (size_t)o->sec[sh.sh_info].ninsn ||
			    sym >= o->nsym)
				continue;
			o->sec[sh.sh_info].rel[at] = sym;
		}
	}
	for (size_t i = 1; i < nsections; i++) {
		if (!o->sec[i].name)
			continue;
		const uint8_t **d;
		size_t *l;

		if (!strcmp(o->sec[i].name, ".BTF"))
			d = &btfd, l = &btflen;
		else if (!strcmp(o->sec[i].name, ".BTF.ext"))
			d = &extd, l = &extlen;
		else
			continue;
		/* Not read as "no BTF": that checks far less, and says ok. */
		*d = sec_bytes(o, e, i, l);
		if (!*d) {
			elf_end(e);
			return fail(err, errlen, l == &btflen ? "truncated .BTF section"
							     : "truncated .BTF.ext section");
		}
	}
	if (btfd) {
		/* libbpf validates the header and the types' sizes; the
		 * names, btf_names_ok(). */
		void *copy = malloc(btflen ? btflen : 1);

		if (!copy) {
			elf_end(e);
			return fail(err, errlen, "out of memory");
		}
		memcpy(copy, btfd, btflen);
		o->btf = btf__new(copy, btflen);
		free(copy);
		if (libbpf_get_error(o->btf) || !o->btf) {
			o->btf = NULL;
			elf_end(e);
			return fail(err, errlen, "corrupt .BTF section");
		}
		if (!btf_names_ok(o->btf)) {
			btf__free(o->btf);
			o->btf = NULL;
			elf_end(e);
			return fail(err, errlen, "corrupt .BTF section (a name outside its strings)");
		}
		if (extd)
			read_btf_ext(o, extd, extlen);
	}
	/* Section and symbol names point into the handle's view. */
	o->elf = e;
	return 0;
}

void obj_close(struct obj *o)
{
	for (int i = 0; i < o->nsec; i++) {
		free(o->sec[i].rel);
		free(o->sec[i].lines);
		free(o->sec[i].funcs);
	}
	free(o->sec);
	free(o->sym);
	if (o->btf)
		btf__free(o->btf);
	if (o->elf)
		elf_end(o->elf);
	free(o->map);
	memset(o, 0, sizeof(*o));
}
