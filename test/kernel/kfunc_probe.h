/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * kfunc_probe.h - does the running kernel have the kfuncs a BPF object
 * calls, and the verifier features a test needs? The kernel tests skip
 * (never pass) a test whose object needs what the kernel lacks, and only
 * then: any other load failure stays a failure. A feature probe loads a tiny
 * program that needs the feature and says "lacks" only when the verifier
 * rejects it with the message of a kernel without it; any other outcome
 * lets the test run (and fail with the real reason if it must).
 */
#ifndef BPFCORO_KFUNC_PROBE_H
#define BPFCORO_KFUNC_PROBE_H

#include <stdbool.h>
#include <stdio.h>
#include <string.h>
#include <sys/utsname.h>
#include <unistd.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
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
		{ "bpf_wq_", "6.10" },
		{ "bpf_task_work_", "6.18" },
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

/* Loads insns; true if the verifier rejects them saying `why`. */
static inline bool probe_rejected(enum bpf_prog_type type, __u32 flags,
				  const struct bpf_insn *insns, size_t n,
				  const char *why)
{
	static char log[1 << 16];
	LIBBPF_OPTS(bpf_prog_load_opts, o, .log_buf = log,
		    .log_size = sizeof(log), .log_level = 1,
		    .prog_flags = flags);
	int fd;

	log[0] = 0;
	fd = bpf_prog_load(type, "feature_probe", "GPL", insns, n, &o);
	if (fd >= 0) {
		close(fd);
		return false;
	}
	return strstr(log, why) != NULL;
}

/* may_goto (BPF_JMP | BPF_JCOND), 6.9: older verifiers know no such opcode. */
static inline bool probe_lacks_may_goto(void)
{
	const struct bpf_insn insns[] = {
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | 0xe0 /* BPF_JCOND */, .off = 1 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 1 },
		{ .code = BPF_JMP | BPF_EXIT },
	};

	return probe_rejected(BPF_PROG_TYPE_SOCKET_FILTER, 0, insns,
			      sizeof(insns) / sizeof(insns[0]),
			      "unknown opcode");
}

/*
 * bpf_spin_lock in a sleepable program (every SEC("syscall") program is
 * one): 6.1 refuses any map with a lock in such a program.
 */
static inline bool probe_lacks_sleepable_spin_lock(void)
{
	struct btf *btf = btf__new_empty();
	int int_id, lock_id, val_id, map_fd = -1;
	bool lacks = false;

	if (!btf)
		return false;
	int_id = btf__add_int(btf, "int", 4, BTF_INT_SIGNED);
	lock_id = btf__add_struct(btf, "bpf_spin_lock", 4);
	btf__add_field(btf, "val", int_id, 0, 0);
	val_id = btf__add_struct(btf, "probe_val", 8);
	btf__add_field(btf, "lock", lock_id, 0, 0);
	btf__add_field(btf, "n", int_id, 32, 0);
	if (!btf__load_into_kernel(btf)) {
		LIBBPF_OPTS(bpf_map_create_opts, mo, .btf_fd = btf__fd(btf),
			    .btf_key_type_id = int_id,
			    .btf_value_type_id = val_id);

		map_fd = bpf_map_create(BPF_MAP_TYPE_ARRAY, "probe_lock", 4, 8,
					1, &mo);
	}
	if (map_fd >= 0) {
		const struct bpf_insn insns[] = {
			/* *(u32 *)(r10 - 4) = 0; r2 = r10 - 4 */
			{ .code = BPF_ST | BPF_MEM | BPF_W, .dst_reg = 10,
			  .off = -4, .imm = 0 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = 2,
			  .src_reg = 10 },
			{ .code = BPF_ALU64 | BPF_ADD | BPF_K, .dst_reg = 2,
			  .imm = -4 },
			/* r1 = map */
			{ .code = BPF_LD | BPF_DW | BPF_IMM, .dst_reg = 1,
			  .src_reg = BPF_PSEUDO_MAP_FD, .imm = map_fd },
			{ 0 },
			{ .code = BPF_JMP | BPF_CALL,
			  .imm = BPF_FUNC_map_lookup_elem },
			{ .code = BPF_JMP | BPF_JEQ | BPF_K, .dst_reg = 0,
			  .off = 5, .imm = 0 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = 6,
			  .src_reg = 0 },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = 1,
			  .src_reg = 6 },
			{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_spin_lock },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_X, .dst_reg = 1,
			  .src_reg = 6 },
			{ .code = BPF_JMP | BPF_CALL,
			  .imm = BPF_FUNC_spin_unlock },
			{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0,
			  .imm = 0 },
			{ .code = BPF_JMP | BPF_EXIT },
		};

		lacks = probe_rejected(BPF_PROG_TYPE_SYSCALL, BPF_F_SLEEPABLE,
				       insns, sizeof(insns) / sizeof(insns[0]),
				       "sleepable progs cannot use bpf_spin_lock");
		close(map_fd);
	}
	btf__free(btf);
	return lacks;
}

/*
 * Task storage from a SEC("syscall") program: the helpers
 * bpf_get_current_task_btf and bpf_task_storage_get there. A verifier
 * without them says "unknown func" before it looks at the arguments, which
 * a verifier with them rejects instead (r1 is no map).
 */
static inline bool probe_lacks_syscall_task_storage(void)
{
	const struct bpf_insn insns[] = {
		{ .code = BPF_JMP | BPF_CALL,
		  .imm = BPF_FUNC_get_current_task_btf },
		{ .code = BPF_JMP | BPF_CALL, .imm = BPF_FUNC_task_storage_get },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};

	return probe_rejected(BPF_PROG_TYPE_SYSCALL, BPF_F_SLEEPABLE, insns,
			      sizeof(insns) / sizeof(insns[0]),
			      "unknown func");
}

/*
 * Store-release (BPF_STX | BPF_ATOMIC, imm BPF_STORE_REL), 6.15: what
 * -bpf-coro-publish=release publishes a frame with. An older verifier
 * knows no such atomic operation.
 */
static inline bool probe_lacks_store_release(void)
{
	const struct bpf_insn insns[] = {
		/* *(u64 *)(r10 - 8) = 0; r1 = 0 */
		{ .code = BPF_ST | BPF_MEM | BPF_DW, .dst_reg = 10, .off = -8,
		  .imm = 0 },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 1, .imm = 0 },
		/* store_release((u64 *)(r10 - 8), r1) */
		{ .code = BPF_STX | BPF_ATOMIC | BPF_DW, .dst_reg = 10,
		  .src_reg = 1, .off = -8, .imm = 0x110 /* BPF_STORE_REL */ },
		{ .code = BPF_ALU64 | BPF_MOV | BPF_K, .dst_reg = 0, .imm = 0 },
		{ .code = BPF_JMP | BPF_EXIT },
	};

	return probe_rejected(BPF_PROG_TYPE_SOCKET_FILTER, 0, insns,
			      sizeof(insns) / sizeof(insns[0]),
			      "invalid atomic opcode");
}

/* The verifier features tests probe for, and where they arrived. */
enum kernel_feature {
	FEAT_MAY_GOTO,
	FEAT_SLEEPABLE_SPIN_LOCK,
	FEAT_SYSCALL_TASK_STORAGE,
	FEAT_STORE_RELEASE,
	FEAT_COUNT,
};

static const struct {
	const char *what, *since;
	bool (*lacks)(void);
} kernel_features[FEAT_COUNT] = {
	[FEAT_MAY_GOTO] = { "may_goto", "6.9", probe_lacks_may_goto },
	[FEAT_SLEEPABLE_SPIN_LOCK] = { "bpf_spin_lock in sleepable programs",
				       "6.6", probe_lacks_sleepable_spin_lock },
	/* 6.1 has it: the oldest kernel of the matrix */
	[FEAT_SYSCALL_TASK_STORAGE] = {
		"task storage in syscall programs", "before 6.1",
		probe_lacks_syscall_task_storage },
	[FEAT_STORE_RELEASE] = { "store-release (BPF_STORE_REL)", "6.15",
				 probe_lacks_store_release },
};

/*
 * If the running kernel lacks feature f (probed once), writes the skip
 * message "skipped: <kernel> lacks <feature> (since <version>)" to msg and
 * returns true.
 */
static inline bool kernel_lacks(enum kernel_feature f, char *msg, size_t n)
{
	static signed char known[FEAT_COUNT]; /* 0 unknown, 1 lacks, -1 has */
	struct utsname u;

	if (!known[f])
		known[f] = kernel_features[f].lacks() ? 1 : -1;
	if (known[f] < 0)
		return false;
	if (uname(&u))
		snprintf(u.release, sizeof(u.release), "this kernel");
	snprintf(msg, n, "skipped: %s lacks %s (since %s)", u.release,
		 kernel_features[f].what, kernel_features[f].since);
	return true;
}

/*
 * Whether an object needs bpf_spin_lock in a sleepable program: a
 * struct bpf_spin_lock in its BTF and a SEC("syscall") program.
 */
static inline bool needs_sleepable_spin_lock(struct bpf_object *obj)
{
	struct btf *btf = bpf_object__btf(obj);
	struct bpf_program *prog;

	if (!btf || btf__find_by_name_kind(btf, "bpf_spin_lock",
					   BTF_KIND_STRUCT) < 0)
		return false;
	bpf_object__for_each_program(prog, obj)
		if (bpf_program__type(prog) == BPF_PROG_TYPE_SYSCALL)
			return true;
	return false;
}

#endif
