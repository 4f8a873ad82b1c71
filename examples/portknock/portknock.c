// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * portknock.c - the loader of the portknock example.
 *
 * Without -i it loads the XDP program and feeds it a short scripted story
 * of crafted packets with BPF_PROG_TEST_RUN (nothing is attached), printing
 * after each packet the verdict and the source's state as it sits in the
 * "flows" map: the coroutine's frame (members from BTF) or, with -H, the
 * hand-split version's struct knock_state.
 *
 * With -i IFACE it attaches the program to IFACE (if it has none yet) and
 * prints sources as they get allowed, until Ctrl-C or -t seconds; then it
 * detaches.
 *
 * Usage: sudo ./portknock [-H] [-i IFACE [-t SECONDS]]
 *	-H	the hand-split version (portknock_handsplit.bpf.o)
 */
#include <arpa/inet.h>
#include <errno.h>
#include <limits.h>
#include <net/if.h>
#include <signal.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <linux/if_ether.h>
#include <linux/if_link.h>
#include <linux/in.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "portknock.h"

static struct bpf_object *obj;
static const struct btf *btf;
static int prog_fd, flows_fd, allowed_fd, stats_fd, frame_id = -1;
static bool handsplit;
static volatile sig_atomic_t stop;

static const char *const stat_names[PK_STAT_NR] = {
	"malformed", "other", "allowed", "unallowed", "new_allowed", "reset",
	"busy", "error",
};

static const char *verdict_name(int v)
{
	static const char *const n[] = { "XDP_ABORTED", "XDP_DROP", "XDP_PASS",
					 "XDP_TX", "XDP_REDIRECT" };

	return v >= 0 && v < 5 ? n[v] : "?";
}

static const char *addr_str(const struct pk_key *k)
{
	static char buf[2][INET6_ADDRSTRLEN];
	static int n;
	char *s = buf[n++ % 2];

	inet_ntop(k->family == PK_FAMILY_IPV4 ? AF_INET : AF_INET6, k->addr, s,
		  INET6_ADDRSTRLEN);
	return s;
}

/* ------------------------------------------------- crafted test packets */

static void put16(unsigned char *p, __u16 v) { p[0] = v >> 8; p[1] = v; }

/* Ethernet + IPv4/IPv6 + TCP/UDP from src to dport; returns its length. */
static int craft(unsigned char *b, const struct pk_key *src, int proto,
		 __u16 dport)
{
	int l4len = proto == IPPROTO_TCP ? 20 : 8, l4;

	memset(b, 0, 128);
	b[0] = 2, b[5] = 1, b[6] = 2, b[11] = 2;	/* MACs */
	if (src->family == PK_FAMILY_IPV4) {
		put16(b + 12, ETH_P_IP);
		b[14] = 0x45;
		put16(b + 16, 20 + l4len);
		b[22] = 64, b[23] = proto;
		memcpy(b + 26, src->addr, 4);
		b[30] = 192, b[31] = 0, b[32] = 2, b[33] = 1;
		l4 = 34;
	} else {
		put16(b + 12, ETH_P_IPV6);
		b[14] = 0x60;
		put16(b + 18, l4len);
		b[20] = proto, b[21] = 64;
		memcpy(b + 22, src->addr, 16);
		b[38] = 0x20, b[39] = 0x01, b[40] = 0x0d, b[41] = 0xb8;
		b[53] = 1;
		l4 = 54;
	}
	put16(b + l4, 40000);
	put16(b + l4 + 2, dport);
	if (proto == IPPROTO_TCP)
		b[l4 + 12] = 5 << 4, b[l4 + 13] = 0x02;	/* SYN */
	else
		put16(b + l4 + 4, 8);
	return l4 + l4len;
}

/* Prints the source's entry of flows: the frame, or the knock_state. */
static void print_state(const struct pk_key *k)
{
	unsigned char v[512];
	__u64 passed;

	if (!bpf_map_lookup_elem(allowed_fd, k, &passed)) {
		printf("allowed (packets passed since: %llu)",
		       (unsigned long long)passed);
		return;
	}
	if (bpf_map_lookup_elem(flows_fd, k, v)) {
		printf("no entry in flows");
		return;
	}
	if (handsplit) {
		printf("flows: step=%u", ((struct knock_state *)v)->step);
		return;
	}
	/* The frame: every member but the two tokens, named as in BTF. */
	{
		const struct btf_type *t = btf__type_by_id(btf, frame_id);
		const struct btf_member *m = btf_members(t);

		printf("flows: frame");
		for (int i = 0; i < btf_vlen(t); i++, m++) {
			const char *name = btf__name_by_offset(btf, m->name_off);
			__u32 off = btf_member_bit_offset(t, i) / 8;
			long long sz = btf__resolve_size(btf, m->type);
			long long x = 0;

			if (!strncmp(name, "__", 2) &&
			    strcmp(name, "__coro_index"))
				continue;
			if (sz > 8)
				continue;
			memcpy(&x, v + off, sz);	/* little endian */
			if (!strcmp(name, "__coro_index")) {
				const struct btf_type *e = btf__type_by_id(
					btf, btf__resolve_type(btf, m->type));
				const char *sn = "?";

				for (int j = 0; btf_is_enum(e) && j < btf_vlen(e); j++)
					if ((__u32)btf_enum(e)[j].val == (__u32)x)
						sn = btf__name_by_offset(
							btf, btf_enum(e)[j].name_off);
				printf(" %s=%s", name, sn);
				continue;
			}
			printf(" %s=%lld", name, x);
		}
	}
}

static int send_pkt(const unsigned char *b, int len)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts, .data_in = b,
		    .data_size_in = len, .repeat = 1);

	if (bpf_prog_test_run_opts(prog_fd, &opts)) {
		fprintf(stderr, "portknock: test run failed: %s\n",
			strerror(errno));
		exit(1);
	}
	return opts.retval;
}

static void step(const struct pk_key *src, int proto, __u16 port,
		 const char *note)
{
	unsigned char b[128];
	int v = send_pkt(b, craft(b, src, proto, port));

	printf("%-15s %s %5u %-22s -> %-8s ", addr_str(src),
	       proto == IPPROTO_TCP ? "tcp" : "udp", port, note,
	       verdict_name(v));
	print_state(src);
	printf("\n");
}

static void print_stats(void)
{
	int ncpus = libbpf_num_possible_cpus();
	__u64 v[ncpus > 0 ? ncpus : 1];

	printf("counters:");
	for (__u32 i = 0; i < PK_STAT_NR; i++) {
		__u64 sum = 0;

		if (bpf_map_lookup_elem(stats_fd, &i, v))
			continue;
		for (int c = 0; c < ncpus; c++)
			sum += v[c];
		printf(" %s=%llu", stat_names[i], (unsigned long long)sum);
	}
	printf("\n");
}

static void print_allowed(void)
{
	struct pk_key k, next, *prev = NULL;
	__u64 passed;

	printf("allowed:");
	while (!bpf_map_get_next_key(allowed_fd, prev, &next)) {
		if (!bpf_map_lookup_elem(allowed_fd, &next, &passed))
			printf(" %s", addr_str(&next));
		k = next;
		prev = &k;
	}
	printf("\n");
}

/* A port that is not in knock_seq. */
static __u16 wrong_port(void)
{
	for (__u16 p = 1234;; p++) {
		bool in = false;

		for (size_t i = 0; i < KNOCK_LEN; i++)
			in |= knock_seq[i] == p;
		if (!in)
			return p;
	}
}

static void demo(void)
{
	struct pk_key a = { .family = PK_FAMILY_IPV4, .addr = { 10, 0, 0, 1 } };
	struct pk_key b = { .family = PK_FAMILY_IPV6,
			    .addr = { 0x20, 0x01, 0x0d, 0xb8, [15] = 2 } };
	unsigned char pkt[128];
	char note[32];
	int v;

	for (size_t i = 0; i + 1 < KNOCK_LEN; i++) {
		snprintf(note, sizeof(note), "(knock %zu of %zu)", i + 1,
			 KNOCK_LEN);
		step(&a, i % 2 ? IPPROTO_TCP : IPPROTO_UDP, knock_seq[i], note);
	}
	step(&b, IPPROTO_UDP, knock_seq[0], "(knock 1)");
	step(&b, IPPROTO_UDP, wrong_port(), "(wrong port: reset)");
	snprintf(note, sizeof(note), "(knock %zu of %zu)", KNOCK_LEN,
		 KNOCK_LEN);
	step(&a, IPPROTO_UDP, knock_seq[KNOCK_LEN - 1], note);
	step(&a, IPPROTO_TCP, 22, "(ssh, allowed now)");
	for (size_t i = 0; i < KNOCK_LEN; i++) {
		snprintf(note, sizeof(note), "(knock %zu of %zu, again)", i + 1,
			 KNOCK_LEN);
		step(&b, IPPROTO_TCP, knock_seq[i], note);
	}
	v = send_pkt(pkt, craft(pkt, &a, IPPROTO_TCP, knock_seq[0]) - 10);
	printf("%-15s %-32s -> %-8s (cut inside the TCP header: counted, no state touched)\n",
	       addr_str(&a), "tcp, truncated", verdict_name(v));
	printf("\n");
	print_allowed();
	print_stats();
}

/* ---------------------------------------------------- attached to a NIC */

static void on_signal(int sig)
{
	(void)sig;
	stop = 1;
}

static int watch(const char *ifname, int seconds)
{
	int ifindex = if_nametoindex(ifname), err, n_allowed = 0;
	time_t end = seconds ? time(NULL) + seconds : 0;

	if (!ifindex) {
		fprintf(stderr, "portknock: no interface %s\n", ifname);
		return 1;
	}
	signal(SIGINT, on_signal);
	signal(SIGTERM, on_signal);
	err = bpf_xdp_attach(ifindex, prog_fd, XDP_FLAGS_UPDATE_IF_NOEXIST,
			     NULL);
	if (err) {
		fprintf(stderr, "portknock: attaching to %s: %s\n", ifname,
			strerror(-err));
		return 1;
	}
	printf("attached to %s; knock", ifname);
	for (size_t i = 0; i < KNOCK_LEN; i++)
		printf(" %u", knock_seq[i]);
	printf(" (TCP or UDP). Ctrl-C to stop.\n");
	while (!stop && (!end || time(NULL) < end)) {
		struct pk_key k, next, *prev = NULL;
		int n = 0;

		sleep(1);
		while (!bpf_map_get_next_key(allowed_fd, prev, &next)) {
			n++;
			k = next;
			prev = &k;
		}
		if (n != n_allowed) {
			n_allowed = n;
			print_allowed();
		}
	}
	bpf_xdp_detach(ifindex, 0, NULL);
	printf("detached from %s\n", ifname);
	print_allowed();
	print_stats();
	return 0;
}

int main(int argc, char **argv)
{
	char path[PATH_MAX], *slash;
	const char *ifname = NULL;
	struct bpf_program *prog;
	int seconds = 0, opt, err, ret;
	ssize_t n;

	while ((opt = getopt(argc, argv, "Hi:t:")) != -1) {
		switch (opt) {
		case 'H': handsplit = true; break;
		case 'i': ifname = optarg; break;
		case 't': seconds = atoi(optarg); break;
		default:
			fprintf(stderr, "usage: %s [-H] [-i IFACE [-t SECONDS]]\n",
				argv[0]);
			return 2;
		}
	}

	/* The .bpf.o files are built next to this binary. */
	n = readlink("/proc/self/exe", path, sizeof(path) - 32);
	if (n < 0)
		return 1;
	path[n] = 0;
	slash = strrchr(path, '/');
	strcpy(slash ? slash + 1 : path,
	       handsplit ? "portknock_handsplit.bpf.o" : "portknock.bpf.o");

	obj = bpf_object__open_file(path, NULL);
	if (!obj) {
		fprintf(stderr, "portknock: cannot open %s: %s\n", path,
			strerror(errno));
		return 1;
	}
	err = bpf_object__load(obj);
	if (err) {
		fprintf(stderr, "portknock: loading %s failed: %s (run as root)\n",
			path, strerror(-err));
		return 1;
	}
	prog = bpf_object__find_program_by_name(obj, "portknock");
	prog_fd = prog ? bpf_program__fd(prog) : -1;
	flows_fd = bpf_object__find_map_fd_by_name(obj, "flows");
	allowed_fd = bpf_object__find_map_fd_by_name(obj, "allowed");
	stats_fd = bpf_object__find_map_fd_by_name(obj, "stats");
	btf = bpf_object__btf(obj);
	if (!handsplit)
		frame_id = btf__find_by_name_kind(btf, "knock__coro_frame",
						  BTF_KIND_STRUCT);
	if (prog_fd < 0 || flows_fd < 0 || allowed_fd < 0 || stats_fd < 0 ||
	    (!handsplit && frame_id < 0)) {
		fprintf(stderr, "portknock: %s lacks the program or a map\n",
			path);
		return 1;
	}

	printf("portknock (%s version): per-source state in map \"flows\", %s\n\n",
	       handsplit ? "hand-split" : "coroutine",
	       handsplit ? "struct knock_state, 4 bytes" :
			   "the knock() coroutine's frame");
	if (!handsplit)
		printf("frame: struct knock__coro_frame, %lld bytes, laid out by the compiler\n\n",
		       (long long)btf__resolve_size(btf, frame_id));
	if (ifname) {
		ret = watch(ifname, seconds);
	} else {
		demo();
		ret = 0;
	}
	bpf_object__close(obj);
	return ret;
}
