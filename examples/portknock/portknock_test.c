// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * portknock_test.c - runs the coroutine version (portknock.bpf.o) and the
 * hand-split version (portknock_handsplit.bpf.o) of the port-knocking XDP
 * program on the same crafted packets (Ethernet + IPv4/IPv6 + TCP/UDP, built
 * below) with BPF_PROG_TEST_RUN, and checks each against a small model of
 * the protocol and against each other: verdicts, the allowed set, every
 * source's progress, the counters.
 *
 * Every case loads both objects afresh (nothing is attached or pinned) and
 * prints PASS/FAIL <case> [coro|handsplit], then whether the two versions
 * agreed ("<case>/identical"). Last line: "portknock: N passed, M failed".
 *
 * Usage: sudo ./portknock_test		(finds the .bpf.o files beside itself)
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <errno.h>
#include <limits.h>
#include <sched.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include <linux/if_ether.h>
#include <linux/in.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "portknock.h"

_Static_assert(sizeof(knock_seq) / sizeof(knock_seq[0]) >= 2,
	       "the cases need a knock sequence of at least 2 ports");

#define MAX_SRC 256		/* sources a case may use */
#define MAX_LOG 2048		/* verdicts a case may log */
#define MAX_ENTRIES 4096	/* entries a map snapshot may hold */
#define MAX_FAIL_LINES 8	/* FAIL lines printed per case and version */

static int n_passed, n_failed;
static int ncpus;
static char dir[PATH_MAX];

/* ---------------------------------------------------------------- loading */

enum { CORO, HANDSPLIT, NR_IMPL };
static const char *const impl_name[NR_IMPL] = { "coro", "handsplit" };
static const char *const impl_file[NR_IMPL] = { "portknock.bpf.o",
						"portknock_handsplit.bpf.o" };

struct impl {
	int which;
	struct bpf_object *obj;
	int prog, flows, allowed, stats;
	__u32 flow_size;	/* value size of flows */
	/* coro: where __coro_index and i sit in the frame */
	int idx_off, i_off, i_size;
};

static void impl_close(struct impl *im)
{
	bpf_object__close(im->obj);	/* NULL is fine */
	im->obj = NULL;
}

/* Finds member name of struct type id; returns its byte offset or -1. */
static int member_off(const struct btf *btf, int id, const char *name,
		      int *size)
{
	const struct btf_type *t = btf__type_by_id(btf, id);
	const struct btf_member *m = btf_members(t);
	int i;

	for (i = 0; i < btf_vlen(t); i++, m++) {
		if (strcmp(btf__name_by_offset(btf, m->name_off), name))
			continue;
		if (size)
			*size = btf__resolve_size(btf, m->type);
		return btf_member_bit_offset(t, i) / 8;
	}
	return -1;
}

/* Loads version which, with flows sized flows_max (0: as compiled). */
static int impl_open(struct impl *im, int which, __u32 flows_max, char *err,
		     size_t errlen)
{
	char path[PATH_MAX + 64];
	struct bpf_program *prog;
	struct bpf_map *flows;
	int e;
	/*
	 * The verifier's verdict at an explicit level (4: stats, no
	 * instruction trail) into our buffer: one verification per load,
	 * where libbpf alone would retry a failed one with ever larger logs.
	 */
	static char vlog[1 << 20];
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_level = 4);

	memset(im, 0, sizeof(*im));
	im->which = which;
	snprintf(path, sizeof(path), "%s/%s", dir, impl_file[which]);
	opts.kernel_log_buf = vlog;
	opts.kernel_log_size = sizeof(vlog);
	vlog[0] = 0;
	im->obj = bpf_object__open_file(path, &opts);
	if (!im->obj) {
		e = errno;
		snprintf(err, errlen, "cannot open %s: %s", path, strerror(e));
		im->obj = NULL;
		return -1;
	}
	flows = bpf_object__find_map_by_name(im->obj, "flows");
	if (!flows) {
		snprintf(err, errlen, "%s has no map flows", path);
		return -1;
	}
	if (flows_max)
		bpf_map__set_max_entries(flows, flows_max);
	e = bpf_object__load(im->obj);
	if (e) {
		size_t n = strlen(vlog);

		snprintf(err, errlen,
			 "bpf() refused loading %s: %s (must run as root); verifier: %s",
			 path, strerror(-e), vlog + (n > 2000 ? n - 2000 : 0));
		return -1;
	}
	prog = bpf_object__find_program_by_name(im->obj, "portknock");
	im->prog = prog ? bpf_program__fd(prog) : -1;
	im->flows = bpf_map__fd(flows);
	im->flow_size = bpf_map__value_size(flows);
	im->allowed = bpf_object__find_map_fd_by_name(im->obj, "allowed");
	im->stats = bpf_object__find_map_fd_by_name(im->obj, "stats");
	if (im->prog < 0 || im->allowed < 0 || im->stats < 0 ||
	    im->flow_size > 512) {
		snprintf(err, errlen, "%s lacks program portknock or a map",
			 path);
		return -1;
	}
	if (which == CORO) {
		const struct btf *btf = bpf_object__btf(im->obj);
		int id = btf__find_by_name_kind(btf, "knock__coro_frame",
						BTF_KIND_STRUCT);

		if (id < 0) {
			snprintf(err, errlen, "no struct knock__coro_frame in BTF");
			return -1;
		}
		im->idx_off = member_off(btf, id, "__coro_index", NULL);
		im->i_off = member_off(btf, id, "i", &im->i_size);
		if (im->idx_off < 0 || im->i_off < 0 || im->i_size < 1 ||
		    im->i_size > 8 ||
		    (__u32)btf__resolve_size(btf, id) != im->flow_size) {
			snprintf(err, errlen,
				 "knock__coro_frame lacks __coro_index or i, or its size differs from flows");
			return -1;
		}
	}
	return 0;
}

/* ---------------------------------------------------------------- packets */

struct pkt {
	unsigned char b[256];
	__u32 len;
	__u32 l3, l4;	/* offsets of the IP and TCP/UDP headers */
};

static void put16(unsigned char *p, __u16 v) { p[0] = v >> 8; p[1] = v; }

static __u16 csum(const unsigned char *p, int n)
{
	__u32 s = 0;

	for (int i = 0; i < n; i += 2)
		s += p[i] << 8 | (i + 1 < n ? p[i + 1] : 0);
	while (s >> 16)
		s = (s & 0xffff) + (s >> 16);
	return ~s;
}

static struct pk_key src4(__u32 id)
{
	struct pk_key k = { .family = PK_FAMILY_IPV4,
			    .addr = { 10, id >> 16, id >> 8, id } };
	return k;
}

static struct pk_key src6(__u32 id)
{
	struct pk_key k = { .family = PK_FAMILY_IPV6,
			    .addr = { 0x20, 0x01, 0x0d, 0xb8, [12] = id >> 24,
				      id >> 16, id >> 8, id } };
	return k;
}

static const char *key_str(const struct pk_key *k)
{
	static char buf[4][64];
	static int n;
	char *s = buf[n++ % 4];

	if (k->family == PK_FAMILY_IPV4)
		snprintf(s, 64, "%u.%u.%u.%u", k->addr[0], k->addr[1],
			 k->addr[2], k->addr[3]);
	else
		snprintf(s, 64, "%x:%x:%x:%x:%x:%x:%x:%x",
			 k->addr[0] << 8 | k->addr[1], k->addr[2] << 8 | k->addr[3],
			 k->addr[4] << 8 | k->addr[5], k->addr[6] << 8 | k->addr[7],
			 k->addr[8] << 8 | k->addr[9], k->addr[10] << 8 | k->addr[11],
			 k->addr[12] << 8 | k->addr[13], k->addr[14] << 8 | k->addr[15]);
	return s;
}

/*
 * A well-formed packet from src to dport over proto (IPPROTO_TCP,
 * IPPROTO_UDP or anything else, then with 8 bytes of payload), with
 * opt_words 32-bit words of IPv4 options (NOPs). Cases cut or corrupt it.
 */
static struct pkt build_ex(const struct pk_key *src, int proto, __u16 dport,
			   int opt_words)
{
	static const unsigned char mac_dst[6] = { 2, 0, 0, 0, 0, 1 };
	static const unsigned char mac_src[6] = { 2, 0, 0, 0, 0, 2 };
	struct pkt p = { .l3 = 14 };
	unsigned char *ip = p.b + 14, *l4;
	__u32 l4len = proto == IPPROTO_TCP ? 20 : 8;

	memcpy(p.b, mac_dst, 6);
	memcpy(p.b + 6, mac_src, 6);
	if (src->family == PK_FAMILY_IPV4) {
		__u32 hlen = 20 + 4 * opt_words;

		put16(p.b + 12, ETH_P_IP);
		ip[0] = 0x40 | hlen / 4;
		put16(ip + 2, hlen + l4len);
		put16(ip + 4, 0x1234);		/* id */
		ip[8] = 64;			/* ttl */
		ip[9] = proto;
		memcpy(ip + 12, src->addr, 4);
		ip[16] = 192, ip[17] = 0, ip[18] = 2, ip[19] = 1;
		memset(ip + 20, 1, hlen - 20);	/* NOP options */
		put16(ip + 10, csum(ip, hlen));
		p.l4 = 14 + hlen;
	} else {
		put16(p.b + 12, ETH_P_IPV6);
		ip[0] = 0x60;
		put16(ip + 4, l4len);		/* payload length */
		ip[6] = proto;
		ip[7] = 64;			/* hop limit */
		memcpy(ip + 8, src->addr, 16);
		ip[24] = 0x20, ip[25] = 0x01, ip[26] = 0x0d, ip[27] = 0xb8;
		ip[39] = 1;
		p.l4 = 14 + 40;
	}
	l4 = p.b + p.l4;
	put16(l4, 40000);			/* source port */
	put16(l4 + 2, dport);
	if (proto == IPPROTO_TCP) {
		l4[12] = 5 << 4;		/* data offset */
		l4[13] = 0x02;			/* SYN */
		put16(l4 + 14, 1024);		/* window */
	} else if (proto == IPPROTO_UDP) {
		put16(l4 + 4, 8);
	}
	p.len = p.l4 + l4len;
	return p;
}

static struct pkt build(const struct pk_key *src, int proto, __u16 dport)
{
	return build_ex(src, proto, dport, 0);
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

/* ------------------------------------------------------ reading the maps */

struct entry {
	struct pk_key key;
	unsigned char val[512];
};

struct snap {
	int n;
	__u32 vsize;
	struct entry e[MAX_ENTRIES];
};

static int entry_cmp(const void *a, const void *b)
{
	return memcmp(&((const struct entry *)a)->key,
		      &((const struct entry *)b)->key, sizeof(struct pk_key));
}

/* All entries of hash map fd (value size vsize), sorted by key. */
static int snapshot(int fd, __u32 vsize, struct snap *s)
{
	struct pk_key k, next;
	void *prev = NULL;

	s->n = 0;
	s->vsize = vsize;
	while (!bpf_map_get_next_key(fd, prev, &next)) {
		if (s->n == MAX_ENTRIES)
			return -1;
		s->e[s->n].key = next;
		memset(s->e[s->n].val, 0, sizeof(s->e[s->n].val));
		if (bpf_map_lookup_elem(fd, &next, s->e[s->n].val))
			return -1;
		s->n++;
		k = next;
		prev = &k;
	}
	qsort(s->e, s->n, sizeof(s->e[0]), entry_cmp);
	return 0;
}

static bool snap_equal(const struct snap *a, const struct snap *b,
		       bool values)
{
	if (a->n != b->n)
		return false;
	for (int i = 0; i < a->n; i++)
		if (memcmp(&a->e[i].key, &b->e[i].key, sizeof(a->e[i].key)) ||
		    (values && memcmp(a->e[i].val, b->e[i].val, a->vsize)))
			return false;
	return true;
}

static int read_stats(struct impl *im, __u64 out[PK_STAT_NR])
{
	__u64 v[ncpus];

	for (__u32 i = 0; i < PK_STAT_NR; i++) {
		out[i] = 0;
		if (bpf_map_lookup_elem(im->stats, &i, v))
			return -1;
		for (int c = 0; c < ncpus; c++)
			out[i] += v[c];
	}
	return 0;
}

/*
 * How many knocks source k got right so far, read from flows: step for the
 * hand-split version; for the coroutine, i of a suspended frame (one that
 * is not started or done has none right). -1 if k has no entry.
 */
static long progress(struct impl *im, const struct pk_key *k)
{
	unsigned char v[512];
	__u32 idx;
	long i = 0;

	if (bpf_map_lookup_elem(im->flows, k, v))
		return -1;
	if (im->which == HANDSPLIT)
		return ((struct knock_state *)v)->step;
	memcpy(&idx, v + im->idx_off, 4);
	if (idx == 0 || idx >= 0xfffffffeu)
		return 0;
	memcpy(&i, v + im->i_off, im->i_size);	/* little endian */
	return i;
}

static const char *stat_name[PK_STAT_NR] = {
	"MALFORMED", "OTHER", "ALLOWED", "UNALLOWED", "NEW_ALLOWED", "RESET",
	"BUSY", "ERROR",
};

/* -------------------------------------------------------------- one case */

/* The model's view of one source. */
struct msrc {
	struct pk_key key;
	int step;	/* knocks right so far */
	bool present;	/* has a flows entry */
	bool allowed;
	__u64 passed;	/* packets passed since allowed */
};

/* What one version did in one case, for comparing the two. */
struct result {
	bool ran;
	int nv;
	int verdict[MAX_LOG];
	__u64 stats[PK_STAT_NR];
	int nsrc;
	long prog[MAX_SRC];
	struct snap allowed, flows;
};

struct tctx {
	const char *name;
	struct impl *im;
	int fails;
	/* the model */
	int nsrc;
	struct msrc src[MAX_SRC];
	__u64 stats[PK_STAT_NR];
	struct result *r;
};

static void fail(struct tctx *t, const char *fmt, ...)
{
	va_list ap;

	if (t->fails++ >= MAX_FAIL_LINES)
		return;
	printf("FAIL %s [%s]: ", t->name, impl_name[t->im->which]);
	va_start(ap, fmt);
	vprintf(fmt, ap);
	va_end(ap);
	printf("\n");
}

#define EXPECT(t, what, exp, got)                                            \
	do {                                                                 \
		long long __e = (exp), __g = (got);                          \
		if (__e != __g)                                              \
			fail(t, "%s: expected %lld got %lld", what, __e, __g); \
	} while (0)

static struct msrc *msrc_of(struct tctx *t, const struct pk_key *k)
{
	for (int i = 0; i < t->nsrc; i++)
		if (!memcmp(&t->src[i].key, k, sizeof(*k)))
			return &t->src[i];
	if (t->nsrc == MAX_SRC)
		abort();
	t->src[t->nsrc] = (struct msrc){ .key = *k };
	return &t->src[t->nsrc++];
}

/* Runs one packet; returns the verdict, or -errno if the run failed. */
static int run_raw(struct tctx *t, const struct pkt *p)
{
	LIBBPF_OPTS(bpf_test_run_opts, opts, .data_in = p->b,
		    .data_size_in = p->len, .repeat = 1);
	int v;

	v = bpf_prog_test_run_opts(t->im->prog, &opts) ? -errno :
							  (int)opts.retval;
	if (t->r->nv < MAX_LOG)
		t->r->verdict[t->r->nv++] = v;
	return v;
}

/*
 * Sends a well-formed TCP/UDP packet from src to port and checks the
 * verdict against the model, which it advances.
 */
static void knock(struct tctx *t, const struct pk_key *src, int proto,
		  __u16 port)
{
	struct pkt p = build(src, proto, port);
	struct msrc *m = msrc_of(t, src);
	int exp, v;

	if (m->allowed) {
		m->passed++;
		t->stats[PK_STAT_ALLOWED]++;
		exp = XDP_PASS;
	} else {
		t->stats[PK_STAT_UNALLOWED]++;
		m->present = true;
		exp = PK_UNALLOWED_VERDICT;
		if (port != knock_seq[m->step]) {
			m->step = 0;
			t->stats[PK_STAT_RESET]++;
		} else if (++m->step == (int)KNOCK_LEN) {
			m->step = 0;
			m->allowed = true;
			m->present = false;
			t->stats[PK_STAT_NEW_ALLOWED]++;
		}
	}
	v = run_raw(t, &p);
	if (v != exp)
		fail(t, "%s %s port %u: expected verdict %d got %d",
		     key_str(src), proto == IPPROTO_TCP ? "tcp" : "udp", port,
		     exp, v);
}

/* Knocks the whole sequence from src, over proto. */
static void knock_all(struct tctx *t, const struct pk_key *src, int proto)
{
	for (size_t i = 0; i < KNOCK_LEN; i++)
		knock(t, src, proto, knock_seq[i]);
}

static bool is_allowed(struct tctx *t, const struct pk_key *k)
{
	__u64 v;

	return !bpf_map_lookup_elem(t->im->allowed, k, &v);
}

/* Checks one source's state against the model, now. */
static void check_src(struct tctx *t, const struct pk_key *k)
{
	struct msrc *m = msrc_of(t, k);
	char what[128];
	__u64 passed = 0;
	long pr = progress(t->im, k);

	snprintf(what, sizeof(what), "%s allowed", key_str(k));
	EXPECT(t, what, m->allowed,
	       !bpf_map_lookup_elem(t->im->allowed, k, &passed));
	if (m->allowed) {
		snprintf(what, sizeof(what), "%s packets passed", key_str(k));
		EXPECT(t, what, m->passed, passed);
	}
	snprintf(what, sizeof(what), "%s progress (-1: no flows entry)",
		 key_str(k));
	EXPECT(t, what, m->present ? m->step : -1, pr);
}

/* Checks every source, the counters and the map sizes against the model. */
static void check_model(struct tctx *t)
{
	__u64 st[PK_STAT_NR];
	int n_allowed = 0, n_present = 0;

	for (int i = 0; i < t->nsrc; i++) {
		check_src(t, &t->src[i].key);
		n_allowed += t->src[i].allowed;
		n_present += t->src[i].present;
	}
	if (read_stats(t->im, st)) {
		fail(t, "reading stats: %s", strerror(errno));
		return;
	}
	for (int i = 0; i < PK_STAT_NR; i++) {
		char what[64];

		snprintf(what, sizeof(what), "stats[%s]", stat_name[i]);
		EXPECT(t, what, t->stats[i], st[i]);
	}
	if (snapshot(t->im->allowed, 8, &t->r->allowed) ||
	    snapshot(t->im->flows, t->im->flow_size, &t->r->flows)) {
		fail(t, "reading the maps: %s", strerror(errno));
		return;
	}
	EXPECT(t, "entries in allowed", n_allowed, t->r->allowed.n);
	EXPECT(t, "entries in flows", n_present, t->r->flows.n);
}

/* Records what the comparison of the two versions looks at. */
static void record(struct tctx *t)
{
	struct result *r = t->r;

	read_stats(t->im, r->stats);
	snapshot(t->im->allowed, 8, &r->allowed);
	snapshot(t->im->flows, t->im->flow_size, &r->flows);
	r->nsrc = t->nsrc;
	for (int i = 0; i < t->nsrc && i < MAX_SRC; i++)
		r->prog[i] = progress(t->im, &t->src[i].key);
	r->ran = true;
}

/* ------------------------------------------------------------------ cases */

/* The sequence, for each family and protocol: allowed, then passes. */
static void case_right_sequence(struct tctx *t)
{
	static const int protos[] = { IPPROTO_TCP, IPPROTO_UDP };

	for (int f = 0; f < 2; f++) {
		for (int pr = 0; pr < 2; pr++) {
			struct pk_key k = f ? src6(pr + 1) : src4(pr + 1);

			for (size_t i = 0; i < KNOCK_LEN; i++) {
				check_src(t, &k);
				if (is_allowed(t, &k))
					fail(t, "%s allowed after %zu knocks",
					     key_str(&k), i);
				knock(t, &k, protos[pr], knock_seq[i]);
			}
			if (!is_allowed(t, &k))
				fail(t, "%s not allowed after the sequence",
				     key_str(&k));
			/* Allowed now: anything passes, and is counted. */
			knock(t, &k, protos[pr], 22);
			knock(t, &k, protos[!pr], wrong_port());
			knock(t, &k, protos[pr], knock_seq[0]);
			check_src(t, &k);
		}
	}
	/* One knock of each protocol in turn counts the same. */
	{
		struct pk_key k = src4(99);

		for (size_t i = 0; i < KNOCK_LEN; i++)
			knock(t, &k, protos[i % 2], knock_seq[i]);
		if (!is_allowed(t, &k))
			fail(t, "%s (mixed tcp/udp) not allowed", key_str(&k));
	}
	check_model(t);
}

/* Knocks in packets with IPv4 options, a first fragment, Ethernet padding. */
static void case_header_variants(struct tctx *t)
{
	struct pk_key k = src4(7);
	struct msrc *m = msrc_of(t, &k);

	for (size_t i = 0; i < KNOCK_LEN; i++) {
		struct pkt p;

		switch (i % 3) {
		case 0:		/* 3 words of IPv4 options (IHL 8) */
			p = build_ex(&k, IPPROTO_UDP, knock_seq[i], 3);
			break;
		case 1:		/* first fragment: MF set, offset 0 */
			p = build(&k, IPPROTO_TCP, knock_seq[i]);
			p.b[p.l3 + 6] = 0x20;
			break;
		default:	/* padded to the 60-byte Ethernet minimum */
			p = build(&k, IPPROTO_UDP, knock_seq[i]);
			memset(p.b + p.len, 0, 60 - p.len);
			p.len = 60;
			break;
		}
		EXPECT(t, "verdict", PK_UNALLOWED_VERDICT, run_raw(t, &p));
		t->stats[PK_STAT_UNALLOWED]++;
		m->present = true;
		m->step++;
	}
	m->step = 0;
	m->present = false;
	m->allowed = true;
	t->stats[PK_STAT_NEW_ALLOWED]++;
	check_model(t);
}

/* Wrong ports end the attempt; the next right sequence still works. */
static void case_wrong_sequence(struct tctx *t)
{
	struct pk_key a = src4(1), b = src6(2), c = src4(3), d = src6(4);
	__u16 bad = wrong_port();

	/* a: right, wrong, then the rest: not allowed, back at 0. */
	knock(t, &a, IPPROTO_TCP, knock_seq[0]);
	knock(t, &a, IPPROTO_TCP, bad);
	EXPECT(t, "progress after a wrong port", 0, progress(t->im, &a));
	for (size_t i = 1; i < KNOCK_LEN; i++)
		knock(t, &a, IPPROTO_TCP, knock_seq[i]);
	if (is_allowed(t, &a))
		fail(t, "%s allowed after a wrong port", key_str(&a));
	check_src(t, &a);
	knock_all(t, &a, IPPROTO_TCP);
	if (!is_allowed(t, &a))
		fail(t, "%s not allowed by a right sequence after a reset",
		     key_str(&a));

	/* b: the sequence shifted by one (starts with the second port). */
	for (size_t i = 1; i < KNOCK_LEN; i++)
		knock(t, &b, IPPROTO_UDP, knock_seq[i]);
	knock(t, &b, IPPROTO_UDP, knock_seq[0]);
	if (is_allowed(t, &b))
		fail(t, "%s allowed by a shifted sequence", key_str(&b));
	check_src(t, &b);
	for (size_t i = 1; i < KNOCK_LEN; i++)
		knock(t, &b, IPPROTO_UDP, knock_seq[i]);
	if (!is_allowed(t, &b))
		fail(t, "%s not allowed after a reset", key_str(&b));

	/* c: the first port twice: the second one is wrong (expected seq[1]),
	 * so the attempt fails and that packet does not start a new one. */
	knock(t, &c, IPPROTO_UDP, knock_seq[0]);
	knock_all(t, &c, IPPROTO_UDP);
	if (knock_seq[1] != knock_seq[0] && is_allowed(t, &c))
		fail(t, "%s allowed with the first port twice", key_str(&c));
	knock_all(t, &c, IPPROTO_UDP);

	/* d: all right but the last. */
	for (size_t i = 0; i + 1 < KNOCK_LEN; i++)
		knock(t, &d, IPPROTO_TCP, knock_seq[i]);
	knock(t, &d, IPPROTO_TCP, bad);
	if (is_allowed(t, &d))
		fail(t, "%s allowed with a wrong last port", key_str(&d));
	check_model(t);
}

/* Sources knocking at the same time keep separate progress. */
static void case_interleaved(struct tctx *t)
{
	struct pk_key a = src4(1), b = src6(1), x4 = src4(101);
	struct pk_key x6 = { .family = PK_FAMILY_IPV6 };

	/* A1 B1 A2 B2 A3 B3 ... */
	for (size_t i = 0; i < KNOCK_LEN; i++) {
		knock(t, &a, IPPROTO_TCP, knock_seq[i]);
		knock(t, &b, IPPROTO_UDP, knock_seq[i]);
	}
	if (!is_allowed(t, &a) || !is_allowed(t, &b))
		fail(t, "interleaved sources not both allowed");

	/* 10.0.0.101 and a00:65:: share their first 4 address bytes. */
	memcpy(x6.addr, x4.addr, 4);
	for (size_t i = 0; i < KNOCK_LEN; i++) {
		knock(t, &x4, IPPROTO_UDP, knock_seq[i]);
		if (i + 1 < KNOCK_LEN)
			knock(t, &x6, IPPROTO_UDP, knock_seq[i]);
	}
	if (!is_allowed(t, &x4) || is_allowed(t, &x6))
		fail(t, "the IPv6 source with the IPv4 address's bytes is not kept apart");
	EXPECT(t, "progress of the IPv6 look-alike", (long)KNOCK_LEN - 1,
	       progress(t->im, &x6));

	/* Three sources, each one knock ahead of the next, round robin. */
	{
		struct pk_key s[3] = { src4(50), src6(51), src4(52) };

		for (size_t r = 0; r < KNOCK_LEN + 2; r++)
			for (int j = 0; j < 3; j++)
				if (r >= (size_t)j && r - j < KNOCK_LEN)
					knock(t, &s[j], j == 1 ? IPPROTO_TCP :
						  IPPROTO_UDP, knock_seq[r - j]);
		for (int j = 0; j < 3; j++)
			if (!is_allowed(t, &s[j]))
				fail(t, "%s not allowed (staggered)",
				     key_str(&s[j]));
	}
	check_model(t);
}

/* Traffic from allowed sources and non-TCP/UDP traffic. */
static void case_other_traffic(struct tctx *t)
{
	struct pk_key a = src4(1), b = src4(2);
	struct pkt p;

	knock_all(t, &a, IPPROTO_TCP);
	for (int i = 0; i < 5; i++)
		knock(t, &a, i % 2 ? IPPROTO_TCP : IPPROTO_UDP, 22 + i);
	knock(t, &b, IPPROTO_TCP, knock_seq[0]);
	knock(t, &b, IPPROTO_TCP, 22);		/* not allowed: a wrong knock */
	if (is_allowed(t, &b))
		fail(t, "%s allowed without knocking", key_str(&b));
	/* ICMP from b: passes, no state. */
	p = build(&b, IPPROTO_ICMP, 0);
	EXPECT(t, "ICMP verdict", XDP_PASS, run_raw(t, &p));
	t->stats[PK_STAT_OTHER]++;
	check_model(t);
}

/*
 * User space can write flows: a state no program run could have left
 * (coro: a __coro_index that is no state, or i out of its range; hand-split:
 * step out of range) must be reported (stats[ERROR]) and start the source
 * over, that packet not counting as a knock.
 */
static void case_corrupt(struct tctx *t)
{
	struct pk_key keys[2] = { src4(1), src6(2) };

	for (int j = 0; j < 2; j++) {
		struct pk_key *k = &keys[j];
		unsigned char v[512];
		struct msrc *m;
		struct pkt p;
		__u32 bad = j ? 1000 : 77;

		knock(t, k, IPPROTO_UDP, knock_seq[0]);
		if (bpf_map_lookup_elem(t->im->flows, k, v)) {
			fail(t, "%s has no flows entry", key_str(k));
			return;
		}
		if (t->im->which == HANDSPLIT)
			((struct knock_state *)v)->step = bad;
		else if (j == 0)
			memcpy(v + t->im->idx_off, &bad, 4);
		else
			memcpy(v + t->im->i_off, &bad, t->im->i_size);
		if (bpf_map_update_elem(t->im->flows, k, v, BPF_EXIST)) {
			fail(t, "writing flows: %s", strerror(errno));
			return;
		}
		p = build(k, IPPROTO_UDP, knock_seq[1]);
		EXPECT(t, "verdict on a corrupt state", PK_UNALLOWED_VERDICT,
		       run_raw(t, &p));
		m = msrc_of(t, k);
		m->step = 0;
		t->stats[PK_STAT_UNALLOWED]++;
		t->stats[PK_STAT_ERROR]++;
		check_model(t);
		knock_all(t, k, IPPROTO_UDP);
		if (!is_allowed(t, k))
			fail(t, "%s not allowed after its state was repaired",
			     key_str(k));
	}
	check_model(t);
}

struct bad {
	const char *name;
	struct pkt p;
	int expect;	/* PK_STAT_MALFORMED / PK_STAT_OTHER; -1: refused */
};

/*
 * Truncated and malformed packets carrying the next right knock of a
 * source (a4/a6, or b, already allowed): each must pass and leave every
 * source's progress, the allowed set and its counters as they were.
 */
static int make_bad(struct bad *bad, const struct pk_key *a4,
		    const struct pk_key *a6, const struct pk_key *b)
{
	__u16 port = knock_seq[1];
	int n = 0;

#define BAD(nm, src, proto, exp, mutate)                                   \
	do {                                                               \
		struct pkt p = build(src, proto, port);                    \
		mutate;                                                    \
		bad[n++] = (struct bad){ nm, p, exp };                     \
	} while (0)
#define M PK_STAT_MALFORMED
#define O PK_STAT_OTHER
	BAD("eth-cut-13 (kernel refuses < 14 bytes)", a4, IPPROTO_UDP, -1,
	    p.len = 13);
	BAD("eth-only", a4, IPPROTO_UDP, M, p.len = 14);
	BAD("ipv4-cut-1", a4, IPPROTO_UDP, M, p.len = 15);
	BAD("ipv4-cut-10", a4, IPPROTO_UDP, M, p.len = 24);
	BAD("ipv4-cut-19", a4, IPPROTO_TCP, M, p.len = 33);
	BAD("ipv4-ihl-0", a4, IPPROTO_UDP, M, p.b[14] = 0x40);
	BAD("ipv4-ihl-4", a4, IPPROTO_UDP, M, p.b[14] = 0x44);
	BAD("ipv4-ihl-15-past-end", a4, IPPROTO_UDP, M, p.b[14] = 0x4f);
	BAD("ipv4-version-5", a4, IPPROTO_UDP, M, p.b[14] = 0x55);
	BAD("ipv4-version-6", a4, IPPROTO_TCP, M, p.b[14] = 0x65);
	BAD("ipv4-totlen-19", a4, IPPROTO_UDP, M, put16(p.b + 16, 19));
	BAD("ipv4-totlen-no-tcp", a4, IPPROTO_TCP, M, put16(p.b + 16, 30));
	BAD("ipv4-totlen-no-udp", a4, IPPROTO_UDP, M, put16(p.b + 16, 27));
	{
		struct pkt p = build_ex(a4, IPPROTO_TCP, port, 2);

		p.len = 14 + 22;	/* inside the options */
		bad[n++] = (struct bad){ "ipv4-options-cut", p, M };
		p = build_ex(a4, IPPROTO_UDP, port, 2);
		p.len = p.l4 + 5;	/* options fine, inside UDP */
		bad[n++] = (struct bad){ "ipv4-options-udp-cut", p, M };
	}
	BAD("udp-cut-0", a4, IPPROTO_UDP, M, p.len = 34);
	BAD("udp-cut-4", a4, IPPROTO_UDP, M, p.len = 38);
	BAD("udp-cut-7", a4, IPPROTO_UDP, M, p.len = 41);
	BAD("udp-len-4", a4, IPPROTO_UDP, M, put16(p.b + 38, 4));
	BAD("tcp-cut-3", a4, IPPROTO_TCP, M, p.len = 37);
	BAD("tcp-cut-10", a4, IPPROTO_TCP, M, p.len = 44);
	BAD("tcp-cut-19", a4, IPPROTO_TCP, M, p.len = 53);
	BAD("tcp-doff-4", a4, IPPROTO_TCP, M, p.b[46] = 4 << 4);
	BAD("tcp-doff-0", a4, IPPROTO_TCP, M, p.b[46] = 0);
	BAD("ipv4-icmp", a4, IPPROTO_ICMP, O, );
	BAD("ipv4-later-fragment", a4, IPPROTO_UDP, O, put16(p.b + 20, 185));
	BAD("ipv4-later-fragment-df", a4, IPPROTO_TCP, O,
	    put16(p.b + 20, 0x2001));

	BAD("ipv6-cut-1", a6, IPPROTO_UDP, M, p.len = 15);
	BAD("ipv6-cut-20", a6, IPPROTO_UDP, M, p.len = 34);
	BAD("ipv6-cut-39", a6, IPPROTO_TCP, M, p.len = 53);
	BAD("ipv6-version-4", a6, IPPROTO_UDP, M, p.b[14] = 0x40);
	BAD("ipv6-payload-len-4", a6, IPPROTO_UDP, M, put16(p.b + 18, 4));
	BAD("ipv6-payload-len-0", a6, IPPROTO_TCP, M, put16(p.b + 18, 0));
	BAD("ipv6-udp-cut-6", a6, IPPROTO_UDP, M, p.len = 60);
	BAD("ipv6-tcp-cut-12", a6, IPPROTO_TCP, M, p.len = 66);
	BAD("ipv6-tcp-doff-3", a6, IPPROTO_TCP, M, p.b[66] = 3 << 4);
	BAD("ipv6-nexthdr-icmpv6", a6, 58, O, );
	BAD("ipv6-nexthdr-hop-by-hop", a6, IPPROTO_UDP, O, p.b[20] = 0);
	BAD("ipv6-nexthdr-fragment", a6, IPPROTO_TCP, O, p.b[20] = 44);
	BAD("ipv6-nexthdr-routing", a6, IPPROTO_TCP, O, p.b[20] = 43);
	BAD("ipv6-nexthdr-none", a6, IPPROTO_UDP, O, p.b[20] = 59);

	BAD("arp", a4, IPPROTO_UDP, O, put16(p.b + 12, ETH_P_ARP));
	BAD("vlan-802.1q", a4, IPPROTO_UDP, O, put16(p.b + 12, ETH_P_8021Q));
	BAD("ipv6-ethertype-on-ipv4", a4, IPPROTO_UDP, M,
	    put16(p.b + 12, ETH_P_IPV6));
	BAD("ipv4-ethertype-on-ipv6", a6, IPPROTO_UDP, M,
	    put16(p.b + 12, ETH_P_IP));

	BAD("allowed-src-ipv4-cut-19", b, IPPROTO_UDP, M, p.len = 33);
	BAD("allowed-src-tcp-doff-4", b, IPPROTO_TCP, M, p.b[46] = 4 << 4);
	BAD("allowed-src-icmp", b, IPPROTO_ICMP, O, );
#undef M
#undef O
#undef BAD
	return n;
}

static void case_malformed(struct tctx *t)
{
	static struct bad bad[128];
	static struct snap before_f, before_a, after_f, after_a;
	struct pk_key a4 = src4(1), a6 = src6(1), b = src4(2);
	__u64 st0[PK_STAT_NR], st1[PK_STAT_NR];
	int n = make_bad(bad, &a4, &a6, &b);

	knock(t, &a4, IPPROTO_UDP, knock_seq[0]);	/* progress 1 */
	knock(t, &a6, IPPROTO_TCP, knock_seq[0]);	/* progress 1 */
	knock_all(t, &b, IPPROTO_UDP);			/* allowed */
	knock(t, &b, IPPROTO_UDP, 22);			/* passed 1 */

	for (int i = 0; i < n; i++) {
		int v, exp = bad[i].expect;

		if (snapshot(t->im->flows, t->im->flow_size, &before_f) ||
		    snapshot(t->im->allowed, 8, &before_a) ||
		    read_stats(t->im, st0)) {
			fail(t, "reading the maps: %s", strerror(errno));
			return;
		}
		v = run_raw(t, &bad[i].p);
		if (exp < 0) {
			if (v != -EINVAL)
				fail(t, "%s: expected test_run to fail with %d got %d",
				     bad[i].name, -EINVAL, v);
		} else if (v != XDP_PASS) {
			fail(t, "%s: expected verdict %d (XDP_PASS) got %d",
			     bad[i].name, XDP_PASS, v);
		}
		snapshot(t->im->flows, t->im->flow_size, &after_f);
		snapshot(t->im->allowed, 8, &after_a);
		read_stats(t->im, st1);
		if (!snap_equal(&before_f, &after_f, true))
			fail(t, "%s changed flows", bad[i].name);
		if (!snap_equal(&before_a, &after_a, true))
			fail(t, "%s changed allowed", bad[i].name);
		for (int s = 0; s < PK_STAT_NR; s++) {
			char what[160];

			snprintf(what, sizeof(what), "%s: stats[%s] change",
				 bad[i].name, stat_name[s]);
			EXPECT(t, what, s == exp, st1[s] - st0[s]);
		}
		if (exp >= 0)
			t->stats[exp]++;
	}
	check_model(t);
	/* The progress the bad packets carried on is intact. */
	for (size_t i = 1; i < KNOCK_LEN; i++) {
		knock(t, &a4, IPPROTO_UDP, knock_seq[i]);
		knock(t, &a6, IPPROTO_TCP, knock_seq[i]);
	}
	if (!is_allowed(t, &a4) || !is_allowed(t, &a6))
		fail(t, "sources not allowed after the malformed packets");
	check_model(t);
}

/*
 * 200 sources knock at once through a flows map of 64 entries. Each
 * source's knocks are spread out by a gap of 1, 10, 30 or 80 time slots
 * (one new source starts per slot), so some frames are evicted between
 * their knocks and some are not. An evicted source starts over with its
 * next knock, which is then wrong: it ends up not allowed. Before each of
 * a source's later knocks the test looks its entry up (a lookup from user
 * space does not refresh an LRU entry): a source is expected to be allowed
 * exactly when its entry was there every time. How many frames that evicts
 * is the kernel's LRU policy (none on 6.1, a few on 6.12), so then one
 * frame is evicted mid-coroutine for sure: a source knocks once, then
 * LRU_FLOOD fresh sources knock once each, which no LRU of LRU_FLOWS
 * entries survives; its entry must be gone, its two remaining knocks must
 * start over and leave it not allowed, and its whole sequence after that
 * must allow it.
 */
#define LRU_FLOWS 64
#define LRU_SOURCES 200
#define LRU_FLOOD (16 * LRU_FLOWS)

struct ev {
	int t, src, k;
};

static int ev_cmp(const void *a, const void *b)
{
	const struct ev *x = a, *y = b;

	return x->t != y->t ? x->t - y->t :
	       x->src != y->src ? x->src - y->src : x->k - y->k;
}

/* Knock k of the sequence from key, expected not to pass; counts it in *n. */
static void lru_knock(struct tctx *t, const struct pk_key *key, size_t k,
		      int *n)
{
	struct pkt p = build(key, IPPROTO_UDP, knock_seq[k]);
	int v = run_raw(t, &p);

	if (v != PK_UNALLOWED_VERDICT)
		fail(t, "%s knock %zu: expected verdict %d got %d",
		     key_str(key), k, PK_UNALLOWED_VERDICT, v);
	(*n)++;
}

static void case_lru(struct tctx *t)
{
	static const int gaps[] = { 1, 10, 30, 80 };
	static struct ev ev[LRU_SOURCES * 16];
	bool evicted[LRU_SOURCES] = {};
	int n = 0, n_allowed = 0, n_evicted = 0, tight_lost = 0;
	__u64 st[PK_STAT_NR];

	for (int s = 0; s < LRU_SOURCES; s++)
		for (size_t k = 0; k < KNOCK_LEN; k++)
			ev[n++] = (struct ev){ s + (int)k * gaps[s % 4], s, k };
	qsort(ev, n, sizeof(ev[0]), ev_cmp);

	for (int i = 0; i < n; i++) {
		int s = ev[i].src;
		struct pk_key key = s % 3 ? src4(1000 + s) : src6(1000 + s);
		int proto = s % 2 ? IPPROTO_TCP : IPPROTO_UDP;
		struct pkt p = build(&key, proto, knock_seq[ev[i].k]);
		int v;

		if (ev[i].k > 0 && progress(t->im, &key) != ev[i].k)
			evicted[s] = true;
		v = run_raw(t, &p);
		if (v != PK_UNALLOWED_VERDICT)
			fail(t, "source %d knock %d: expected verdict %d got %d",
			     s, ev[i].k, PK_UNALLOWED_VERDICT, v);
	}
	for (int s = 0; s < LRU_SOURCES; s++) {
		struct pk_key key = s % 3 ? src4(1000 + s) : src6(1000 + s);
		bool al = is_allowed(t, &key);

		n_allowed += al;
		n_evicted += evicted[s];
		if (al == evicted[s])
			fail(t, "source %d (gap %d): %s but %s", s, gaps[s % 4],
			     al ? "allowed" : "not allowed",
			     evicted[s] ? "its frame was evicted" :
					  "its frame was never evicted");
		if (gaps[s % 4] == 1 && !al)
			tight_lost++;
	}
	/* Sources knocking in 3 consecutive slots never lose their frame. */
	EXPECT(t, "sources with gap 1 not allowed", 0, tight_lost);

	/* The victim: evicted after its first knock, whatever the policy. */
	{
		const struct pk_key victim = src4(900000);
		long pr;

		lru_knock(t, &victim, 0, &n);
		pr = progress(t->im, &victim);
		if (pr != 1)
			fail(t, "victim: progress %ld after its first knock, expected 1",
			     pr);
		for (int i = 0; i < LRU_FLOOD; i++) {
			struct pk_key k = i % 2 ? src4(100000 + i) :
						  src6(100000 + i);

			lru_knock(t, &k, 0, &n);
		}
		pr = progress(t->im, &victim);
		if (pr != -1)
			fail(t, "victim: its entry (progress %ld) outlived %d new sources in a map of %d",
			     pr, LRU_FLOOD, LRU_FLOWS);
		/* evicted mid-coroutine: knocks 2 and 3 start it over */
		lru_knock(t, &victim, 1, &n);
		lru_knock(t, &victim, 2, &n);
		if (is_allowed(t, &victim))
			fail(t, "victim: allowed though its frame was evicted after its first knock");
		/* a fresh frame runs the whole sequence */
		for (size_t k = 0; k < KNOCK_LEN; k++)
			lru_knock(t, &victim, k, &n);
		if (!is_allowed(t, &victim))
			fail(t, "victim: not allowed after a whole sequence on a fresh frame");
		else
			n_allowed++;
	}

	if (read_stats(t->im, st)) {
		fail(t, "reading stats: %s", strerror(errno));
		return;
	}
	EXPECT(t, "stats[UNALLOWED]", n, st[PK_STAT_UNALLOWED]);
	EXPECT(t, "stats[NEW_ALLOWED]", n_allowed, st[PK_STAT_NEW_ALLOWED]);
	EXPECT(t, "stats[ERROR]", 0, st[PK_STAT_ERROR]);
	EXPECT(t, "stats[BUSY]", 0, st[PK_STAT_BUSY]);
	printf("     lru [%s]: %d sources, flows max %d: %d allowed, %d evicted by the LRU's own policy and started over; 1 evicted by %d new sources\n",
	       impl_name[t->im->which], LRU_SOURCES, LRU_FLOWS, n_allowed,
	       n_evicted, LRU_FLOOD);
}

/* ------------------------------------------------------------------ main */

struct tcase {
	const char *name;
	void (*fn)(struct tctx *t);
	__u32 flows_max;
	bool compare_progress;
};

static const struct tcase cases[] = {
	{ "right_sequence", case_right_sequence, 0, true },
	{ "header_variants", case_header_variants, 0, true },
	{ "wrong_sequence", case_wrong_sequence, 0, true },
	{ "interleaved", case_interleaved, 0, true },
	{ "other_traffic", case_other_traffic, 0, true },
	{ "malformed", case_malformed, 0, true },
	{ "corrupt_state", case_corrupt, 0, true },
	{ "lru_eviction", case_lru, LRU_FLOWS, false },
};

static void result(bool ok, const char *name, int which)
{
	printf("%s %s [%s]\n", ok ? "PASS" : "FAIL", name, impl_name[which]);
	if (ok)
		n_passed++;
	else
		n_failed++;
}

/* The two versions saw the same packets: did they answer the same? */
static void compare(const struct tcase *c, struct result *r)
{
	char name[128];
	const char *diff = NULL;

	snprintf(name, sizeof(name), "%s/identical", c->name);
	if (!r[CORO].ran || !r[HANDSPLIT].ran) {
		printf("FAIL %s [handsplit]: a version did not run\n", name);
		n_failed++;
		return;
	}
	if (r[CORO].nv != r[HANDSPLIT].nv ||
	    memcmp(r[CORO].verdict, r[HANDSPLIT].verdict,
		   r[CORO].nv * sizeof(int)))
		diff = "verdicts";
	else if (!snap_equal(&r[CORO].allowed, &r[HANDSPLIT].allowed, true))
		diff = "allowed sets";
	else if (!snap_equal(&r[CORO].flows, &r[HANDSPLIT].flows, false))
		diff = "sources in flows";
	else if (memcmp(r[CORO].stats, r[HANDSPLIT].stats,
			sizeof(r[CORO].stats)))
		diff = "counters";
	else if (c->compare_progress &&
		 memcmp(r[CORO].prog, r[HANDSPLIT].prog,
			r[CORO].nsrc * sizeof(long)))
		diff = "progress of the sources";
	if (diff) {
		printf("FAIL %s [handsplit]: expected the coro version's %s got different ones\n",
		       name, diff);
		n_failed++;
	} else {
		printf("PASS %s [handsplit] (%d verdicts, %d allowed, same as coro)\n",
		       name, r[CORO].nv, r[CORO].allowed.n);
		n_passed++;
	}
}

int main(void)
{
	static struct result res[NR_IMPL];
	static struct tctx t;
	char err[PATH_MAX + 128], *slash;
	cpu_set_t cpus;
	ssize_t len;

	setvbuf(stdout, NULL, _IOLBF, 0);
	len = readlink("/proc/self/exe", dir, sizeof(dir) - 1);
	if (len < 0)
		return 1;
	dir[len] = 0;
	slash = strrchr(dir, '/');
	if (slash)
		*slash = 0;
	ncpus = libbpf_num_possible_cpus();
	if (ncpus < 1)
		return 1;
	/* One CPU: per-CPU LRU lists then behave the same for both versions. */
	if (!sched_getaffinity(0, sizeof(cpus), &cpus))
		for (int c = 0; c < CPU_SETSIZE; c++)
			if (CPU_ISSET(c, &cpus)) {
				CPU_ZERO(&cpus);
				CPU_SET(c, &cpus);
				sched_setaffinity(0, sizeof(cpus), &cpus);
				break;
			}
	libbpf_set_print(NULL);

	printf("portknock_test: knock sequence of %zu ports:", KNOCK_LEN);
	for (size_t i = 0; i < KNOCK_LEN; i++)
		printf(" %u", knock_seq[i]);
	printf("; unallowed verdict %d\n", PK_UNALLOWED_VERDICT);

	for (size_t c = 0; c < sizeof(cases) / sizeof(cases[0]); c++) {
		memset(res, 0, sizeof(res));
		for (int w = 0; w < NR_IMPL; w++) {
			struct impl im;

			memset(&t, 0, sizeof(t));
			t.name = cases[c].name;
			t.im = &im;
			t.r = &res[w];
			if (impl_open(&im, w, cases[c].flows_max, err,
				      sizeof(err))) {
				printf("FAIL %s [%s]: %s\n", cases[c].name,
				       impl_name[w], err);
				n_failed++;
				impl_close(&im);
				continue;
			}
			cases[c].fn(&t);
			record(&t);
			impl_close(&im);
			if (t.fails > MAX_FAIL_LINES)
				printf("FAIL %s [%s]: ... %d failures in all\n",
				       t.name, impl_name[w], t.fails);
			result(!t.fails, cases[c].name, w);
		}
		compare(&cases[c], res);
	}
	printf("portknock: %d passed, %d failed\n", n_passed, n_failed);
	return n_failed ? 1 : 0;
}
