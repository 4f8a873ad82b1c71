/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/* What link_a.bpf.c, link_b.bpf.c and link_test.c share. */
#ifndef __LINK_H
#define __LINK_H

/* The context of a_run and b_run. */
struct link_args {
	long in;	/* resume value */
	long out;	/* value yielded or returned */
	int status;	/* BPF_CORO_* of the start or resume */
	int destroy;	/* nonzero: destroy the frame instead */
};

#endif /* __LINK_H */
