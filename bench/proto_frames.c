// SPDX-License-Identifier: GPL-2.0
/*
 * proto_frames - the frame the kernel prototype's libbpf-side transform
 * would save for a coroutine, by the rule ../shared/DESIGN.md section 6
 * quotes from it (tools/lib/bpf/libbpf.c of kkdwvd/linux): at each suspend
 * call, r6-r9 (32 bytes, always) and every live 8-byte stack slot (8 bytes
 * each, packed), liveness by a linear backward scan of the instructions
 * after the call; all 64 slots (512 bytes) when any stack access is not an
 * aligned doubleword or its offset is not a constant. The frame is the
 * largest over the suspend calls.
 *
 *	proto_frames <unsplit.o> <function> [<suspend symbol>]
 *	proto_frames --lowering <split.o> <function>
 *
 * The second form prints the frame the prototype target's lowering
 * (-mllvm -bpf-coro-target=prototype) allocates for the same coroutine,
 * from the BTF frame type of its upstream build, whose points save the same
 * values: a 24-byte header and index, then each point's members in whole
 * doublewords (docs/usage.md section 6), the largest point. For objects
 * built with the prototype target it is the alloc size constant exactly.
 *
 * <unsplit.o> is the coroutine compiled as a plain function (the program
 * such a transform would see: bench/proto_frames.sh builds it with the
 * pass plugin's pipeline disabled), <function> its name, <suspend symbol>
 * the call each suspension is (default __bpf_coro_yield). Prints
 * "<bytes> <calls> <live slots at the worst call> <all|exact>".
 *
 * Stack addresses: `rX = r10` followed by `rX += imm` takes the address of
 * the slot at imm, which counts as a read there (what the callee may read);
 * any other use of r10 but a direct access makes the offsets unknown.
 */
#include <elf.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>
#include <bpf/btf.h>

struct insn {
	uint8_t code;
	uint8_t regs; /* dst low nibble, src high nibble */
	int16_t off;
	int32_t imm;
};

#define DST(i) ((i)->regs & 0xf)
#define SRC(i) ((i)->regs >> 4)
#define CLASS(c) ((c) & 0x07)
#define SIZE(c) ((c) & 0x18)
#define MODE(c) ((c) & 0xe0)
enum { LD = 0, LDX = 1, ST = 2, STX = 3, ALU = 4, JMP = 5, JMP32 = 6, ALU64 = 7 };
enum { DW = 0x18, MEM = 0x60, K = 0x00, X = 0x08, MOV = 0xb0, ADD = 0x00, CALL = 0x80 };

static void die(const char *msg)
{
	fprintf(stderr, "proto_frames: %s\n", msg);
	exit(2);
}

static long long round8(long long v)
{
	return (v + 7) / 8 * 8;
}

/* Bytes of the doubleword slots of one save area: a struct of members. */
static long long area(const struct btf *btf, const struct btf_type *t)
{
	const struct btf_member *m = btf_members(t);
	long long sum = 0;

	for (int i = 0; i < btf_vlen(t); i++)
		sum += round8(btf__resolve_size(btf, m[i].type));
	return sum;
}

static int lowering(const char *path, const char *fn)
{
	char name[256];
	struct btf *btf = btf__parse_elf(path, NULL);

	if (!btf)
		die("no BTF");
	snprintf(name, sizeof(name), "%s__coro_frame", fn);
	int id = btf__find_by_name_kind(btf, name, BTF_KIND_STRUCT);
	if (id < 0)
		die("no frame type");
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m = btf_members(t);
	long long top = 0, worst = 0;
	for (int i = 0; i < btf_vlen(t); i++) {
		if (btf_member_bit_offset(t, i) < 160)
			continue; /* the header */
		const struct btf_type *mt =
			btf__type_by_id(btf, btf__resolve_type(btf, m[i].type));
		if (btf_is_union(mt)) {
			const struct btf_member *pm = btf_members(mt);
			for (int j = 0; j < btf_vlen(mt); j++) {
				const struct btf_type *pt = btf__type_by_id(
					btf, btf__resolve_type(btf, pm[j].type));
				long long a = btf_is_struct(pt) ?
						      area(btf, pt) :
						      round8(btf__resolve_size(btf, pm[j].type));
				if (a > worst)
					worst = a;
			}
		} else {
			top += round8(btf__resolve_size(btf, m[i].type));
		}
	}
	printf("%lld\n", 24 + (top > worst ? top : worst));
	btf__free(btf);
	return 0;
}

int main(int argc, char **argv)
{
	if (argc == 4 && !strcmp(argv[1], "--lowering"))
		return lowering(argv[2], argv[3]);
	const char *want = argc > 2 ? argv[2] : NULL;
	const char *susp = argc > 3 ? argv[3] : "__bpf_coro_yield";
	struct stat st;
	int fd;

	if (!want)
		die("usage: proto_frames <unsplit.o> <function> [<suspend symbol>]");
	fd = open(argv[1], O_RDONLY);
	if (fd < 0 || fstat(fd, &st))
		die(strerror(errno));
	uint8_t *img = mmap(NULL, st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
	if (img == MAP_FAILED)
		die(strerror(errno));
	Elf64_Ehdr *eh = (Elf64_Ehdr *)img;
	Elf64_Shdr *sh = (Elf64_Shdr *)(img + eh->e_shoff);
	Elf64_Sym *syms = NULL;
	const char *strs = NULL;
	size_t nsyms = 0;
	for (int i = 0; i < eh->e_shnum; i++)
		if (sh[i].sh_type == SHT_SYMTAB) {
			syms = (Elf64_Sym *)(img + sh[i].sh_offset);
			nsyms = sh[i].sh_size / sizeof(*syms);
			strs = (const char *)img + sh[sh[i].sh_link].sh_offset;
		}
	if (!syms)
		die("no symbol table");
	Elf64_Sym *fn = NULL;
	for (size_t i = 0; i < nsyms; i++)
		if (ELF64_ST_TYPE(syms[i].st_info) == STT_FUNC &&
		    !strcmp(strs + syms[i].st_name, want))
			fn = &syms[i];
	if (!fn)
		die("function not found");
	struct insn *code = (struct insn *)(img + sh[fn->st_shndx].sh_offset +
					    fn->st_value);
	size_t n = fn->st_size / sizeof(struct insn);
	char *is_susp = calloc(n, 1);
	for (int i = 0; i < eh->e_shnum; i++) {
		if (sh[i].sh_type != SHT_REL || sh[i].sh_info != fn->st_shndx)
			continue;
		Elf64_Rel *r = (Elf64_Rel *)(img + sh[i].sh_offset);
		for (size_t j = 0; j < sh[i].sh_size / sizeof(*r); j++) {
			Elf64_Sym *s = &syms[ELF64_R_SYM(r[j].r_info)];
			uint64_t at = r[j].r_offset;
			if (strcmp(strs + s->st_name, susp) || at < fn->st_value ||
			    at >= fn->st_value + fn->st_size)
				continue;
			is_susp[(at - fn->st_value) / sizeof(struct insn)] = 1;
		}
	}

	/* Per instruction: the stack slot it reads or writes, if any. */
	int *rd = malloc(n * sizeof(int)), *wr = malloc(n * sizeof(int));
	int all = 0;
	for (size_t i = 0; i < n; i++) {
		struct insn *in = &code[i];
		int cls = CLASS(in->code);

		rd[i] = wr[i] = -1;
		if ((cls == LDX && SRC(in) == 10) ||
		    ((cls == ST || cls == STX) && DST(in) == 10)) {
			if (MODE(in->code) != MEM || SIZE(in->code) != DW ||
			    in->off >= 0 || in->off % 8) {
				all = 1;
				continue;
			}
			int slot = -in->off / 8 - 1;
			if (cls == LDX)
				rd[i] = slot;
			else
				wr[i] = slot;
			continue;
		}
		if (cls == ALU64 && (in->code & 0xf0) == MOV &&
		    (in->code & X) && SRC(in) == 10) {
			struct insn *nx = i + 1 < n ? &code[i + 1] : NULL;
			if (nx && CLASS(nx->code) == ALU64 &&
			    (nx->code & 0xf0) == ADD && !(nx->code & X) &&
			    DST(nx) == DST(in) && nx->imm < 0 && nx->imm % 8 == 0 &&
			    nx->imm >= -512) {
				rd[i] = -nx->imm / 8 - 1;
				continue;
			}
			all = 1;
			continue;
		}
		/* r10 in any other operand position: an unknown offset. */
		if ((cls == ALU || cls == ALU64 || cls == JMP || cls == JMP32) &&
		    ((in->code & X) && SRC(in) == 10))
			all = 1;
		if (cls == LD && i + 1 < n)
			i++; /* second half of ld_imm64 */
	}

	int calls = 0, worst = 0;
	for (size_t c = 0; c < n; c++) {
		if (!is_susp[c])
			continue;
		char live[64] = { 0 };
		int count = 0;
		calls++;
		for (size_t i = n; i-- > c + 1;) {
			if (wr[i] >= 0)
				live[wr[i]] = 0;
			if (rd[i] >= 0 && rd[i] < 64)
				live[rd[i]] = 1;
		}
		for (int s = 0; s < 64; s++)
			count += live[s];
		if (count > worst)
			worst = count;
	}
	if (all)
		worst = 64;
	printf("%d %d %d %s\n", 32 + 8 * worst, calls, worst, all ? "all" : "exact");
	return 0;
}
