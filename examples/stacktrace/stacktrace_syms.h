/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * stacktrace_syms.h - user-space helpers of the stacktrace loader and test:
 * kernel addresses to symbols (/proc/kallsyms, needs root for real
 * addresses) and this process's own addresses to function names (dladdr;
 * link with -rdynamic so the executable's functions are in its dynamic
 * symbol table). Header-only, static inline functions.
 */
#ifndef __STACKTRACE_SYMS_H
#define __STACKTRACE_SYMS_H

#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

struct ksym {
	uint64_t addr;
	char *name;
};

static struct ksym *ksyms;
static size_t ksyms_n;
/* The core kernel's text, [_stext, _etext): no modules, no BPF programs. */
static uint64_t ktext_start, ktext_end;

static inline int ksym_cmp(const void *a, const void *b)
{
	const struct ksym *x = a, *y = b;

	return x->addr < y->addr ? -1 : x->addr > y->addr;
}

static inline void ksyms_free(void)
{
	while (ksyms_n)
		free(ksyms[--ksyms_n].name);
	free(ksyms);
	ksyms = NULL;
}

/*
 * (Re)loads the kernel's text symbols; 0 on success. BPF programs appear in
 * /proc/kallsyms as bpf_prog_<tag>_<name> once loaded: reload after loading
 * to name them.
 */
static inline int ksyms_load(void)
{
	size_t cap = 0;
	char line[512];
	FILE *f;

	ksyms_free();
	f = fopen("/proc/kallsyms", "r");
	if (!f)
		return -1;
	while (fgets(line, sizeof(line), f)) {
		unsigned long long addr;
		char type, name[256];

		if (sscanf(line, "%llx %c %255s", &addr, &type, name) != 3)
			continue;
		if (type != 't' && type != 'T' && type != 'w' && type != 'W')
			continue;
		if (!addr)
			continue;	/* kptr_restrict: addresses hidden */
		if (!strcmp(name, "_stext"))
			ktext_start = addr;
		else if (!strcmp(name, "_etext"))
			ktext_end = addr;
		if (ksyms_n == cap) {
			struct ksym *n;

			cap = cap ? cap * 2 : 65536;
			n = realloc(ksyms, cap * sizeof(*n));
			if (!n)
				break;
			ksyms = n;
		}
		ksyms[ksyms_n].addr = addr;
		ksyms[ksyms_n].name = strdup(name);
		ksyms_n++;
	}
	fclose(f);
	if (!ksyms_n)
		return -1;
	qsort(ksyms, ksyms_n, sizeof(*ksyms), ksym_cmp);
	return 0;
}

/* The kernel symbol containing addr (the nearest one below), or NULL. */
static inline const struct ksym *ksym_find(uint64_t addr)
{
	size_t lo = 0, hi = ksyms_n;

	if (!ksyms_n || addr < ksyms[0].addr)
		return NULL;
	while (hi - lo > 1) {
		size_t mid = (lo + hi) / 2;

		if (ksyms[mid].addr <= addr)
			lo = mid;
		else
			hi = mid;
	}
	return &ksyms[lo];
}

/* In the core kernel's text (not a module, not a BPF program)? */
static inline int ksym_in_core_text(uint64_t addr)
{
	return addr >= ktext_start && addr < ktext_end;
}

static inline const char *ksym_name(uint64_t addr)
{
	const struct ksym *k = ksym_find(addr);

	return k ? k->name : "?";
}

/*
 * The function of this process containing addr. Frames after the first are
 * return addresses: pass caller=1 to look up addr - 1, the call itself
 * (a call that ends a function returns to the start of the next one).
 */
static inline const char *usym_name(uint64_t addr, int caller)
{
	Dl_info info;

	if (caller && addr)
		addr--;
	if (!dladdr((void *)(uintptr_t)addr, &info) || !info.dli_sname)
		return "?";
	return info.dli_sname;
}

/* The load address of the object (executable or library) holding addr. */
static inline uintptr_t uobj_base(uint64_t addr)
{
	Dl_info info;

	if (!dladdr((void *)(uintptr_t)addr, &info))
		return 0;
	return (uintptr_t)info.dli_fbase;
}

#endif /* __STACKTRACE_SYMS_H */
