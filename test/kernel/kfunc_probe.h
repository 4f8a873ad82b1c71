/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * kfunc_probe.h - does the running kernel have the kfuncs a BPF object
 * calls? The kernel tests skip (never pass) a test whose object needs a kfunc
 * the kernel lacks, and only then: any other load failure stays a failure.
 */
#ifndef BPFCORO_KFUNC_PROBE_H
#define BPFCORO_KFUNC_PROBE_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

/* The release that brought each kfunc a test calls, for skip messages. */
static inline const char *kfunc_since(const char *name)
{
	static const struct { const char *prefix, *since; } known[] = {
		{ "bpf_res_spin_", "6.15" },
		{ "bpf_local_irq_", "6.14" },
		{ "bpf_preempt_", "6.10" },
		{ "bpf_iter_num_", "6.4" },
		{ "bpf_rcu_read_", "6.2" },
		{ "bpf_throw", "6.7" },
		{ "bpf_dynptr_", "6.3" },
	};

	for (size_t i = 0; i < sizeof(known) / sizeof(known[0]); i++)
		if (!strncmp(name, known[i].prefix, strlen(known[i].prefix)))
			return known[i].since;
	return "?";
}

/*
 * Probe: the first kfunc the object file calls (an extern FUNC in its BTF)
 * that the running kernel's BTF does not have, or NULL. Such an object
 * cannot load here whatever the plugin does, so the test is skipped, never
 * passed. It reads the file's own BTF: bpf_object__open has already rewritten
 * the externs (global linkage, dummy_ksym in .ksyms) in the object's copy.
 * The name points into a static buffer.
 */
static inline const char *missing_kfunc(const char *path)
{
	static struct btf *vmlinux;
	static bool tried;
	static char name[128];
	const char *found = NULL;
	struct btf *btf;
	unsigned int i, n;

	if (!tried) {
		tried = true;
		vmlinux = btf__load_vmlinux_btf();
		if (libbpf_get_error(vmlinux))
			vmlinux = NULL;
	}
	if (!vmlinux)
		return NULL;
	btf = btf__parse(path, NULL);
	if (libbpf_get_error(btf))
		return NULL;
	n = btf__type_cnt(btf);
	for (i = 1; i < n && !found; i++) {
		const struct btf_type *t = btf__type_by_id(btf, i);
		const char *fn;

		if (!btf_is_func(t) || btf_vlen(t) != BTF_FUNC_EXTERN)
			continue;
		fn = btf__name_by_offset(btf, t->name_off);
		if (fn && btf__find_by_name_kind(vmlinux, fn, BTF_KIND_FUNC) < 0) {
			snprintf(name, sizeof(name), "%s", fn);
			found = name;
		}
	}
	btf__free(btf);
	return found;
}

#endif
