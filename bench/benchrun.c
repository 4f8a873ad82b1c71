// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * benchrun.c - the measuring tool of bench/run.sh. Three subcommands, each
 * printing one "key value" record per line for run.sh to turn into tables:
 *
 *   benchrun stats [-d DIR] OBJ [STRUCT...]
 *	Loads every program of OBJ with BPF_LOG_STATS and prints, per program,
 *	the verifier's "processed N insns" and "peak_states N", the xlated
 *	instruction count, the jited bytes and x86 instruction count (the image
 *	disassembled with llvm-mc-22), and the sizes from BTF of every
 *	<fn>__coro_frame struct and of each STRUCT named, and each map's value
 *	type and size. -d DIR also saves `bpftool prog dump xlated` of every
 *	program as DIR/<object>.<program>.xlated.
 *
 *   benchrun time [-r ROUNDS] [-n REPEAT] [-c CPU] LABEL=OBJ:PROG:PKT ...
 *	Loads every target, then runs ROUNDS rounds; each round runs every
 *	target once with BPF_PROG_TEST_RUN .repeat = REPEAT, in an order that
 *	rotates from round to round (interleaved, so drift hits all alike).
 *	Prints each target's median ns per run. ns per run is the thread's CPU
 *	time over the test-run call divided by REPEAT (sub-ns resolution; the
 *	kernel's opts.duration is an integer and is printed beside it).
 *	PKT is "bench:IN" (struct bench_pkt with in = IN: every run is one
 *	resume, benchrun checks that the runs counter advanced by REPEAT and,
 *	for targets sharing a group "LABEL/G", that their outputs agree after
 *	each round) or "udp4:PORT" (an Ethernet/IPv4/UDP packet from 10.0.0.1
 *	to PORT) or "raw:LEN" (LEN zero bytes). OBJ may be followed by
 *	",fill=MAP" to fill that array map's values with a byte pattern first,
 *	and by ",sum=MAP": after the last round the u64 values of that (per-CPU)
 *	array map are summed per key and printed, and must agree within the
 *	group (e.g. the examples' event counters).
 *
 *   benchrun ctime [-r ROUNDS] LABEL "CMD" LABEL "CMD" ...
 *	Runs each command ROUNDS times, interleaved, and prints each one's
 *	median CPU time (user + sys of the child), wall time and the
 *	smallest CPU time in ms.
 *
 * Needs root (CAP_BPF + CAP_SYS_ADMIN for test runs).
 */
#define _GNU_SOURCE
#include <errno.h>
#include <sched.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <arpa/inet.h>
#include <linux/bpf.h>
#include <linux/if_ether.h>
#include <linux/ip.h>
#include <linux/udp.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>
#include "progs/bench_pkt.h"

#define MAX_TARGETS 64
#define MAX_ROUNDS 101

static void die(const char *fmt, ...)
{
	va_list ap;

	va_start(ap, fmt);
	fprintf(stderr, "benchrun: ");
	vfprintf(stderr, fmt, ap);
	fprintf(stderr, "\n");
	va_end(ap);
	exit(1);
}

static int libbpf_quiet(enum libbpf_print_level level, const char *fmt,
			va_list ap)
{
	if (level == LIBBPF_WARN)
		return vfprintf(stderr, fmt, ap);
	return 0;
}

static int cmp_double(const void *a, const void *b)
{
	double x = *(const double *)a, y = *(const double *)b;

	return x < y ? -1 : x > y;
}

static double median(const double *v, int n)
{
	double s[MAX_ROUNDS];

	memcpy(s, v, n * sizeof(*v));
	qsort(s, n, sizeof(*s), cmp_double);
	return n % 2 ? s[n / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

static double now_ns(clockid_t clk)
{
	struct timespec ts;

	clock_gettime(clk, &ts);
	return ts.tv_sec * 1e9 + ts.tv_nsec;
}

/* ---- stats ------------------------------------------------------------ */

/* "key N" from the verifier's BPF_LOG_STATS line, or -1. */
static long log_field(const char *log, const char *key)
{
	const char *p = strstr(log, key);

	return p ? strtol(p + strlen(key), NULL, 10) : -1;
}

/* x86 instructions in the jited image, by disassembling it with llvm-mc. */
static long count_jited_insns(const unsigned char *img, __u32 len)
{
	char path[] = "/tmp/benchrun-jit-XXXXXX", cmd[256], line[512];
	long n = 0;
	FILE *f, *p;
	int fd;

	fd = mkstemp(path);
	if (fd < 0)
		return -1;
	f = fdopen(fd, "w");
	for (__u32 i = 0; i < len; i++)
		fprintf(f, "0x%02x%c", img[i], i % 16 == 15 ? '\n' : ' ');
	fclose(f);
	snprintf(cmd, sizeof(cmd),
		 "llvm-mc-22 --disassemble -triple=x86_64 < %s 2>&1", path);
	p = popen(cmd, "r");
	if (!p) {
		unlink(path);
		return -1;
	}
	while (fgets(line, sizeof(line), p)) {
		if (strstr(line, "invalid instruction encoding") ||
		    strstr(line, "potentially undefined")) {
			n = -1;
			break;
		}
		/* instructions are indented with a tab; ".text" is too */
		if (line[0] == '\t' && line[1] != '.')
			n++;
	}
	pclose(p);
	unlink(path);
	return n;
}

static void dump_xlated(__u32 id, const char *dir, const char *obj,
			const char *prog)
{
	char cmd[1024];
	const char *base = strrchr(obj, '/') ? strrchr(obj, '/') + 1 : obj;

	snprintf(cmd, sizeof(cmd),
		 "bpftool prog dump xlated id %u > '%s/%.*s.%s.xlated'", id, dir,
		 (int)(strstr(base, ".bpf.o") ? strstr(base, ".bpf.o") - base :
						 (long)strlen(base)),
		 base, prog);
	if (system(cmd))
		fprintf(stderr, "benchrun: %s failed\n", cmd);
}

static __u32 print_prog_info(int fd)
{
	struct bpf_prog_info info = {};
	__u32 len = sizeof(info);
	unsigned char *img;
	__u32 jlen;

	if (bpf_obj_get_info_by_fd(fd, &info, &len))
		die("prog info: %s", strerror(errno));
	jlen = info.jited_prog_len;
	printf(" xlated %u jited_bytes %u verified %u", info.xlated_prog_len / 8,
	       jlen, info.verified_insns);
	img = calloc(1, jlen ? jlen : 1);
	memset(&info, 0, sizeof(info));
	info.jited_prog_len = jlen;
	info.jited_prog_insns = (unsigned long)img;
	len = sizeof(info);
	if (jlen && !bpf_obj_get_info_by_fd(fd, &info, &len))
		printf(" jited_insns %ld", count_jited_insns(img, jlen));
	else
		printf(" jited_insns -1");
	free(img);
	return info.id;
}

static int cmd_stats(int argc, char **argv)
{
	static char logs[64][65536];
	struct bpf_object *obj;
	struct bpf_program *prog;
	const char *dir = NULL;
	struct bpf_map *map;
	const struct btf *btf;
	int i = 0, err;

	if (argc >= 2 && !strcmp(argv[0], "-d")) {
		dir = argv[1];
		argc -= 2;
		argv += 2;
	}
	if (argc < 1)
		die("usage: benchrun stats [-d DIR] OBJ [STRUCT...]");
	obj = bpf_object__open_file(argv[0], NULL);
	if (!obj)
		die("open %s: %s", argv[0], strerror(errno));
	bpf_object__for_each_program(prog, obj) {
		if (i == 64)
			die("too many programs");
		bpf_program__set_log_level(prog, 4); /* BPF_LOG_STATS */
		bpf_program__set_log_buf(prog, logs[i], sizeof(logs[i]));
		i++;
	}
	err = bpf_object__load(obj);
	if (err) {
		/* Say which program and why: reload with a full log. */
		char *log = malloc(1 << 24);
		struct bpf_object *o2 = bpf_object__open_file(argv[0], NULL);

		bpf_object__for_each_program(prog, o2) {
			bpf_program__set_log_level(prog, 1);
			bpf_program__set_log_buf(prog, log, 1 << 24);
		}
		log[0] = 0;
		bpf_object__load(o2);
		{
			/* the last 6 lines of the log */
			size_t n = strlen(log);
			int lines = 0;

			while (n > 0 && lines < 7)
				if (log[--n] == '\n')
					lines++;
			for (char *c = log + n; *c; c++)
				if (*c == '\n')
					*c = '|';
			printf("load_failed %d %s\n", err, log + n);
		}
		return 1;
	}
	i = 0;
	bpf_object__for_each_program(prog, obj) {
		const char *log = logs[i++];

		printf("prog %s processed %ld peak_states %ld total_states %ld "
		       "verify_us %ld",
		       bpf_program__name(prog), log_field(log, "processed "),
		       log_field(log, "peak_states "),
		       log_field(log, "total_states "),
		       log_field(log, "verification time "));
		__u32 id = print_prog_info(bpf_program__fd(prog));

		printf("\n");
		if (dir)
			dump_xlated(id, dir, argv[0], bpf_program__name(prog));
	}
	btf = bpf_object__btf(obj);
	bpf_object__for_each_map(map, obj) {
		__u32 tid = bpf_map__btf_value_type_id(map);
		const struct btf_type *t = btf && tid ? btf__type_by_id(btf, tid) : NULL;

		printf("map %s value_type %s value_size %u\n",
		       bpf_map__name(map),
		       t && t->name_off ? btf__name_by_offset(btf, t->name_off) : "-",
		       bpf_map__value_size(map));
	}
	for (__u32 id = 1; btf && id < btf__type_cnt(btf); id++) {
		const struct btf_type *t = btf__type_by_id(btf, id);
		const char *name = btf__name_by_offset(btf, t->name_off);
		size_t n = strlen(name), suf = strlen("__coro_frame");

		if (btf_is_struct(t) && n > suf &&
		    !strcmp(name + n - suf, "__coro_frame"))
			printf("frame %s %u\n", name, t->size);
	}
	for (int a = 1; a < argc; a++) {
		int id = btf ? btf__find_by_name_kind(btf, argv[a],
						      BTF_KIND_STRUCT) : -1;

		printf("struct %s %ld\n", argv[a],
		       id > 0 ? (long)btf__resolve_size(btf, id) : -1L);
	}
	bpf_object__close(obj);
	return 0;
}

/* ---- time ------------------------------------------------------------- */

struct target {
	char label[64], group[32];
	struct bpf_object *obj;
	int fd;
	int bench;			/* packet is struct bench_pkt */
	unsigned char pkt[128], out[256];
	__u32 pkt_len;
	double ns[MAX_ROUNDS];		/* thread CPU time / repeat */
	double wall[MAX_ROUNDS];	/* wall time / repeat */
	double kdur[MAX_ROUNDS];	/* the kernel's opts.duration */
	__u32 runs;
	__u64 last_out;
	__s32 last_status;
	__u32 retval;
	struct bpf_map *sum_map;	/* ",sum=MAP": compared in the group */
	__u64 sums[64];
	int nsums;
};

static void build_udp4(unsigned char *buf, __u32 *len, int port)
{
	struct ethhdr *eth = (void *)buf;
	struct iphdr *ip = (void *)(eth + 1);
	struct udphdr *udp = (void *)(ip + 1);

	memset(buf, 0, 64);
	eth->h_proto = htons(ETH_P_IP);
	ip->version = 4;
	ip->ihl = 5;
	ip->ttl = 64;
	ip->protocol = IPPROTO_UDP;
	ip->tot_len = htons(64 - sizeof(*eth));
	ip->saddr = htonl(0x0a000001);
	ip->daddr = htonl(0x0a000002);
	udp->source = htons(40000);
	udp->dest = htons(port);
	udp->len = htons(64 - sizeof(*eth) - sizeof(*ip));
	*len = 64;
}

static void fill_map(struct bpf_object *obj, const char *name)
{
	struct bpf_map *m = bpf_object__find_map_by_name(obj, name);
	unsigned char *v;
	__u32 sz, n;

	if (!m)
		die("no map %s", name);
	sz = bpf_map__value_size(m);
	n = bpf_map__max_entries(m);
	v = malloc(sz);
	for (__u32 i = 0; i < sz; i++)
		v[i] = (i * 37 + 11) & 0xff;
	for (__u32 k = 0; k < n; k++)
		if (bpf_map_update_elem(bpf_map__fd(m), &k, v, 0))
			die("fill %s: %s", name, strerror(errno));
	free(v);
}

/* Sums the u64 values of t's sum map per key, over all CPUs. */
static void sum_map(struct target *t)
{
	struct bpf_map *m = t->sum_map;
	int ncpu = libbpf_num_possible_cpus(), fd = bpf_map__fd(m);
	int percpu = bpf_map__type(m) == BPF_MAP_TYPE_PERCPU_ARRAY;
	__u32 n = bpf_map__max_entries(m), vsz = bpf_map__value_size(m);
	__u64 *v;

	if (vsz != 8 || n > 64 || (bpf_map__type(m) != BPF_MAP_TYPE_ARRAY &&
				   !percpu))
		die("%s: sum map must be an array of <= 64 u64", t->label);
	v = calloc(percpu ? ncpu : 1, 8);
	for (__u32 k = 0; k < n; k++) {
		t->sums[k] = 0;
		if (bpf_map_lookup_elem(fd, &k, v))
			die("%s: lookup: %s", t->label, strerror(errno));
		for (int c = 0; c < (percpu ? ncpu : 1); c++)
			t->sums[k] += v[c];
	}
	t->nsums = n;
	free(v);
}

/* LABEL[/GROUP]=OBJ[,fill=MAP][,sum=MAP]:PROG:PKT */
static void parse_target(struct target *t, char *spec)
{
	char *eq = strchr(spec, '='), *obj, *prog, *pkt, *fill, *sum, *slash;
	struct bpf_program *p;

	if (!eq)
		die("bad target %s", spec);
	*eq = 0;
	slash = strchr(spec, '/');
	if (slash) {
		*slash = 0;
		snprintf(t->group, sizeof(t->group), "%s", slash + 1);
	}
	snprintf(t->label, sizeof(t->label), "%s", spec);
	obj = eq + 1;
	prog = strchr(obj, ':');
	if (!prog)
		die("bad target %s", t->label);
	*prog++ = 0;
	pkt = strchr(prog, ':');
	if (!pkt)
		die("bad target %s", t->label);
	*pkt++ = 0;
	sum = strstr(obj, ",sum=");
	if (sum) {
		*sum = 0;
		sum += strlen(",sum=");
	}
	fill = strstr(obj, ",fill=");
	if (fill) {
		*fill = 0;
		fill += strlen(",fill=");
	}
	t->obj = bpf_object__open_file(obj, NULL);
	if (!t->obj || bpf_object__load(t->obj))
		die("load %s: %s", obj, strerror(errno));
	if (fill)
		fill_map(t->obj, fill);
	if (sum) {
		t->sum_map = bpf_object__find_map_by_name(t->obj, sum);
		if (!t->sum_map)
			die("%s: no map %s", obj, sum);
	}
	p = bpf_object__find_program_by_name(t->obj, prog);
	if (!p)
		die("%s: no program %s", obj, prog);
	t->fd = bpf_program__fd(p);
	if (!strncmp(pkt, "bench:", 6)) {
		struct bench_pkt *b = (void *)t->pkt;

		memset(b, 0, sizeof(*b));
		b->in = strtoull(pkt + 6, NULL, 0);
		t->pkt_len = sizeof(*b);
		t->bench = 1;
	} else if (!strncmp(pkt, "udp4:", 5)) {
		build_udp4(t->pkt, &t->pkt_len, atoi(pkt + 5));
	} else if (!strncmp(pkt, "raw:", 4)) {
		t->pkt_len = atoi(pkt + 4);
		memset(t->pkt, 0, sizeof(t->pkt));
	} else {
		die("bad packet %s", pkt);
	}
}

/* One test run of t with repeat runs; checks the bench packet after it. */
static void run_target(struct target *t, int repeat, int round)
{
	LIBBPF_OPTS(bpf_test_run_opts, o, .data_in = t->pkt,
		    .data_size_in = t->pkt_len, .data_out = t->out,
		    .data_size_out = sizeof(t->out), .repeat = repeat);
	double c0, w0;

	w0 = now_ns(CLOCK_MONOTONIC);
	c0 = now_ns(CLOCK_THREAD_CPUTIME_ID);
	if (bpf_prog_test_run_opts(t->fd, &o))
		die("test run %s: %s", t->label, strerror(errno));
	if (round >= 0) {
		t->ns[round] = (now_ns(CLOCK_THREAD_CPUTIME_ID) - c0) / repeat;
		t->wall[round] = (now_ns(CLOCK_MONOTONIC) - w0) / repeat;
		t->kdur[round] = o.duration;
	}
	t->retval = o.retval;
	if (t->bench) {
		struct bench_pkt *b = (void *)t->out;

		/* The packet goes in fresh each call: runs counts this call. */
		if (b->runs != (__u32)repeat)
			die("%s: %u runs seen, %d expected", t->label, b->runs,
			    repeat);
		if (b->status != 1)
			die("%s: status %d after a run, expected 1 (suspended)",
			    t->label, b->status);
		t->runs += b->runs;
		t->last_out = b->out;
		t->last_status = b->status;
	}
}

static int cmd_time(int argc, char **argv)
{
	static struct target tg[MAX_TARGETS];
	int rounds = 11, repeat = 100000, cpu = -1, n = 0, opt;

	while ((opt = getopt(argc, argv, "r:n:c:")) != -1) {
		switch (opt) {
		case 'r': rounds = atoi(optarg); break;
		case 'n': repeat = atoi(optarg); break;
		case 'c': cpu = atoi(optarg); break;
		default: die("usage: benchrun time [-r R] [-n N] [-c CPU] "
			     "LABEL=OBJ:PROG:PKT...");
		}
	}
	if (rounds < 1 || rounds > MAX_ROUNDS)
		die("rounds must be 1..%d", MAX_ROUNDS);
	if (cpu >= 0) {
		cpu_set_t set;

		CPU_ZERO(&set);
		CPU_SET(cpu, &set);
		if (sched_setaffinity(0, sizeof(set), &set))
			die("affinity: %s", strerror(errno));
	}
	for (int a = optind; a < argc; a++) {
		if (n == MAX_TARGETS)
			die("too many targets");
		parse_target(&tg[n++], argv[a]);
	}
	/* Warm up: start every coroutine, reach steady state, fill caches. */
	for (int i = 0; i < n; i++)
		run_target(&tg[i], repeat / 10 ? repeat / 10 : 1, -1);
	for (int r = 0; r < rounds; r++) {
		for (int k = 0; k < n; k++)
			run_target(&tg[(r + k) % n], repeat, r);
		/* Same group, same number of steps: same output. */
		for (int i = 0; i < n; i++)
			for (int j = i + 1; j < n; j++)
				if (tg[i].bench && tg[j].bench &&
				    tg[i].group[0] &&
				    !strcmp(tg[i].group, tg[j].group) &&
				    tg[i].last_out != tg[j].last_out)
					die("round %d: %s out %#llx != %s out %#llx",
					    r, tg[i].label,
					    (unsigned long long)tg[i].last_out,
					    tg[j].label,
					    (unsigned long long)tg[j].last_out);
	}
	for (int i = 0; i < n; i++)
		if (tg[i].sum_map)
			sum_map(&tg[i]);
	for (int i = 0; i < n; i++)
		for (int j = i + 1; j < n; j++)
			if (tg[i].sum_map && tg[j].sum_map && tg[i].group[0] &&
			    !strcmp(tg[i].group, tg[j].group) &&
			    (tg[i].nsums != tg[j].nsums ||
			     memcmp(tg[i].sums, tg[j].sums, 8 * tg[i].nsums)))
				die("%s and %s: counters differ", tg[i].label,
				    tg[j].label);
	for (int i = 0; i < n; i++) {
		struct target *t = &tg[i];
		double lo = t->ns[0], hi = t->ns[0];

		for (int r = 1; r < rounds; r++) {
			lo = t->ns[r] < lo ? t->ns[r] : lo;
			hi = t->ns[r] > hi ? t->ns[r] : hi;
		}
		printf("time %s ns %.2f min %.2f max %.2f wall %.2f kdur %.0f "
		       "retval %u", t->label, median(t->ns, rounds), lo, hi,
		       median(t->wall, rounds), median(t->kdur, rounds),
		       t->retval);
		if (t->bench)
			printf(" runs %u out %#llx", t->runs,
			       (unsigned long long)t->last_out);
		if (t->sum_map) {
			printf(" sums");
			for (int k = 0; k < t->nsums; k++)
				printf("%c%llu", k ? ',' : ' ',
				       (unsigned long long)t->sums[k]);
		}
		printf("\n");
		bpf_object__close(t->obj);
	}
	return 0;
}

/* ---- ctime ------------------------------------------------------------ */

/* Runs cmd (split on blanks, no quoting), returns its CPU ms, *wall ms. */
static double run_cmd(const char *cmd, double *wall)
{
	char *copy = strdup(cmd), *args[512], *tok, *save;
	struct rusage ru;
	double w0 = now_ns(CLOCK_MONOTONIC);
	int n = 0, status;
	pid_t pid;

	for (tok = strtok_r(copy, " \t\n", &save); tok && n < 511;
	     tok = strtok_r(NULL, " \t\n", &save))
		args[n++] = tok;
	args[n] = NULL;
	pid = fork();
	if (pid < 0)
		die("fork: %s", strerror(errno));
	if (pid == 0) {
		execvp(args[0], args);
		_exit(127);
	}
	if (wait4(pid, &status, 0, &ru) < 0)
		die("wait: %s", strerror(errno));
	*wall = (now_ns(CLOCK_MONOTONIC) - w0) / 1e6;
	if (!WIFEXITED(status) || WEXITSTATUS(status))
		die("command failed (%d): %s", status, cmd);
	free(copy);
	return ru.ru_utime.tv_sec * 1e3 + ru.ru_utime.tv_usec / 1e3 +
	       ru.ru_stime.tv_sec * 1e3 + ru.ru_stime.tv_usec / 1e3;
}

static int cmd_ctime(int argc, char **argv)
{
	static double cpu[MAX_TARGETS][MAX_ROUNDS], wall[MAX_TARGETS][MAX_ROUNDS];
	int rounds = 5, n, opt;
	double w;

	while ((opt = getopt(argc, argv, "r:")) != -1) {
		if (opt != 'r')
			die("usage: benchrun ctime [-r R] LABEL CMD...");
		rounds = atoi(optarg);
	}
	argc -= optind;
	argv += optind;
	n = argc / 2;
	if (argc % 2 || n < 1 || n > MAX_TARGETS || rounds < 1 ||
	    rounds > MAX_ROUNDS)
		die("usage: benchrun ctime [-r R] LABEL CMD [LABEL CMD]...");
	run_cmd(argv[1], &w);	/* warm the page cache */
	for (int r = 0; r < rounds; r++)
		for (int k = 0; k < n; k++) {
			int i = (r + k) % n;

			cpu[i][r] = run_cmd(argv[2 * i + 1], &w);
			wall[i][r] = w;
		}
	for (int i = 0; i < n; i++) {
		double lo = cpu[i][0];

		for (int r = 1; r < rounds; r++)
			lo = cpu[i][r] < lo ? cpu[i][r] : lo;
		printf("ctime %s cpu_ms %.1f wall_ms %.1f min_cpu_ms %.1f\n",
		       argv[2 * i], median(cpu[i], rounds),
		       median(wall[i], rounds), lo);
	}
	return 0;
}

int main(int argc, char **argv)
{
	libbpf_set_print(libbpf_quiet);
	libbpf_set_strict_mode(LIBBPF_STRICT_ALL);
	if (argc < 2)
		die("usage: benchrun stats|time|ctime ...");
	if (!strcmp(argv[1], "stats"))
		return cmd_stats(argc - 2, argv + 2);
	if (!strcmp(argv[1], "time"))
		return cmd_time(argc - 1, argv + 1);
	if (!strcmp(argv[1], "ctime"))
		return cmd_ctime(argc - 1, argv + 1);
	die("unknown subcommand %s", argv[1]);
	return 1;
}
