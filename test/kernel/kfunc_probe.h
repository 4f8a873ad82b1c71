/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * kfunc_probe.h - does the running kernel have the kfuncs a BPF object
 * calls? The kernel tests skip (never pass) a test whose object needs a kfunc
 * the kernel lacks, and only then: any other load failure stays a failure.
 */
#ifndef BPFCORO_KFUNC_PROBE_H
#define BPFCORO_KFUNC_PROBE_H

#include <stdbool.h>
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
 * Probe: the first kfunc the object calls (a FUNC in its .ksyms DATASEC;
 * libbpf's open has already turned their linkage from extern to global) that
 * the running kernel's BTF does not have, or NULL. Such an object cannot
 * load here whatever the plugin does, so the test is skipped, never passed.
 */
static inline const char *missing_kfunc(struct bpf_object *obj)
{
	static struct btf *vmlinux;
	static bool tried;
	struct btf *btf = bpf_object__btf(obj);
	const struct btf_var_secinfo *vs;
	const struct btf_type *sec;
	int id, i;

	if (!tried) {
		tried = true;
		vmlinux = btf__load_vmlinux_btf();
		if (libbpf_get_error(vmlinux))
			vmlinux = NULL;
	}
	if (!btf || !vmlinux)
		return NULL;
	id = btf__find_by_name_kind(btf, ".ksyms", BTF_KIND_DATASEC);
	if (id < 0)
		return NULL;
	sec = btf__type_by_id(btf, id);
	vs = btf_var_secinfos(sec);
	for (i = 0; i < btf_vlen(sec); i++, vs++) {
		const struct btf_type *t = btf__type_by_id(btf, vs->type);
		const char *fn;

		if (!t || !btf_is_func(t))
			continue;
		fn = btf__name_by_offset(btf, t->name_off);
		if (fn && btf__find_by_name_kind(vmlinux, fn, BTF_KIND_FUNC) < 0)
			return fn;
	}
	return NULL;
}

#endif
