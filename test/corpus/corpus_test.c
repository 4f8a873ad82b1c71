// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * corpus_test.c - compiles every input of the adversarial corpus
 * (test/corpus/{error,run,compile}/<name>.c, one idea each) with both bpfcoro
 * plugins, and checks its outcome:
 *
 *  - every compile: no crash (no "PLEASE submit a bug report", no "Stack
 *    dump:", no "LLVM ERROR:", no signal), within CORPUS_COMPILE_SECONDS and
 *    an address-space limit of CORPUS_COMPILE_MEM bytes (ulimit -v);
 *  - error/: the input is wrong: the compile fails, with an `error:` at a
 *    line of the input marked ERROR-HERE (any of them if several are marked:
 *    a pointer live across a suspension may be reported at its definition or
 *    at the suspension). The message text is not checked;
 *  - compile/: the compile succeeds (-E, -M, -g variants, empty files, ...);
 *  - run/: the compile succeeds and the object loads into the running
 *    kernel's verifier; then its SEC("syscall") program `step` (see
 *    corpus.h) runs the steps of the input's RUN comment with
 *    BPF_PROG_TEST_RUN, checking each status and value. After every step the
 *    runner reads every frame of every map whose value type is a
 *    `*__coro_frame` from user space: none may be left RUNNING (0xffffffff
 *    at offset 16), and the index the driver reports must agree with the
 *    status (DONE -> DONE, SUSPENDED -> a suspension point). The steps then
 *    run twice more on the same frames: once as they are if every frame is
 *    finished or not started (a finished frame can be started again), else
 *    after destroying them; once after destroying them (a destroyed frame
 *    can be started again, and destroy returns 0 and leaves it not started).
 *
 * Header lines an input may have (anywhere in the file):
 *	// FLAGS: <flags>	added after the default flags
 *	// DROP-FLAG: <prefix>	drops the default flags that start with prefix
 *	// NO-OUTPUT		(compile/) the compile writes no output file
 *	// MAY-FAIL		(run/, compile/) a clean compile error (an
 *				`error:`, no crash) is an acceptable outcome;
 *				if it compiles, the rest is checked as usual
 *	// RUN: <steps>		(run/) see corpus.h
 *
 * Usage: corpus_test [-v] [-j N] [name...]
 *	-v	print the compiler's and libbpf's output of failing inputs
 *	-j N	N compiles at a time (default 2)
 *	name	only the inputs whose name (e.g. run/sum) contains one of these
 *
 * Prints "PASS <kind>/<name>" or "FAIL <kind>/<name>: <reason>" per input,
 * then "corpus: N passed, N failed". Exits 1 if anything failed.
 */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>
#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <linux/bpf.h>
#include <bpf/bpf.h>
#include <bpf/btf.h>
#include <bpf/libbpf.h>

#include "corpus.h"

#if !defined(CORPUS_SRC_DIR) || !defined(CORPUS_OUT_DIR) ||		\
	!defined(CORPUS_CLANG) || !defined(CORPUS_CLANG_PLUGIN) ||	\
	!defined(CORPUS_PASS_PLUGIN) || !defined(CORPUS_RUNTIME_DIR) ||	\
	!defined(CORPUS_MULTIARCH_INCLUDE)
#error "the CORPUS_* paths must be defined (test/corpus/CMakeLists.txt)"
#endif

#define CORPUS_COMPILE_SECONDS 60
#define CORPUS_RUN_SECONDS 60
#define CORPUS_COMPILE_MEM (4ull << 30)

#define BPF_CORO_DONE 0
#define BPF_CORO_SUSPENDED 1
#define BPF_CORO_BUSY (-16)
#define BPF_CORO_INVALID (-22)
#define BPF_CORO_CORRUPT (-117)
#define INDEX_NOT_STARTED 0u
#define INDEX_DONE 0xfffffffeu
#define INDEX_RUNNING 0xffffffffu
#define HDR_INDEX 16

#define MAX_LINES 16
#define MAX_FLAGS 32
#define MAX_STEPS 512
#define REASON 1024

enum kind { K_ERROR, K_RUN, K_COMPILE };
static const char *const kind_dir[] = { "error", "run", "compile" };

#define OP_POKE 100	/* a write to the frame from user space */

struct step {
	int op;
	char member[64];
	unsigned int which;
	int nargs;
	long long arg[4];
	long long status;
	bool has_value;
	long long value;
	char text[96];
};

struct input {
	enum kind kind;
	char name[128];		/* kind/file */
	char src[PATH_MAX];
	char obj[PATH_MAX];
	char log[PATH_MAX];
	int marked[MAX_LINES];
	int nmarked;
	char *flags[MAX_FLAGS];
	int nflags;
	char *drop[MAX_FLAGS];
	int ndrop;
	bool may_fail;
	bool no_output;
	struct step steps[MAX_STEPS];
	int nsteps;
	char parse_error[PATH_MAX + 64];
	/* the compile */
	pid_t pid;
	struct timespec deadline;
	bool timed_out;
	int wstatus;
	bool done;
};

static bool verbose;

/* ---------------------------------------------------------------- inputs */

static char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *buf = NULL;
	size_t cap = 0, n = 0, r;

	if (!f)
		return NULL;
	do {
		if (n + 4096 + 1 > cap) {
			cap = cap ? cap * 2 : 8192;
			buf = realloc(buf, cap);
			if (!buf) {
				fclose(f);
				return NULL;
			}
		}
		r = fread(buf + n, 1, cap - n - 1, f);
		n += r;
	} while (r > 0);
	fclose(f);
	buf[n] = 0;
	if (len)
		*len = n;
	return buf;
}

static bool parse_ll(const char *s, long long *v)
{
	char *end;

	errno = 0;
	if (*s == '-')
		*v = strtoll(s, &end, 0);
	else
		*v = (long long)strtoull(s, &end, 0);
	return !errno && end != s && !*end;
}

static bool parse_status(const char *s, long long *v)
{
	static const struct { const char *name; int v; } names[] = {
		{ "DONE", BPF_CORO_DONE }, { "SUSPENDED", BPF_CORO_SUSPENDED },
		{ "BUSY", BPF_CORO_BUSY }, { "INVALID", BPF_CORO_INVALID },
		{ "CORRUPT", BPF_CORO_CORRUPT },
	};

	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(s, names[i].name)) {
			*v = names[i].v;
			return true;
		}
	return parse_ll(s, v);
}

static const char *status_name(long long st, char *buf, size_t n)
{
	switch (st) {
	case BPF_CORO_DONE: return "DONE";
	case BPF_CORO_SUSPENDED: return "SUSPENDED";
	case BPF_CORO_BUSY: return "BUSY";
	case BPF_CORO_INVALID: return "INVALID";
	case BPF_CORO_CORRUPT: return "CORRUPT";
	case CORPUS_NO_FRAME: return "NO_FRAME(driver)";
	case CORPUS_BAD_OP: return "BAD_OP(driver)";
	}
	snprintf(buf, n, "%lld", st);
	return buf;
}

/* One step: "op[@N] [ints] -> STATUS [value]". */
static bool parse_step(struct input *in, char *s)
{
	struct step *st;
	char *arrow, *tok, *save, *p;

	while (*s == ' ' || *s == '\t')
		s++;
	for (p = s + strlen(s); p > s && (p[-1] == ' ' || p[-1] == '\t');)
		*--p = 0;
	if (!*s)
		return true;
	if (in->nsteps >= MAX_STEPS) {
		snprintf(in->parse_error, sizeof(in->parse_error),
			 "more than %d steps", MAX_STEPS);
		return false;
	}
	st = &in->steps[in->nsteps];
	memset(st, 0, sizeof(*st));
	snprintf(st->text, sizeof(st->text), "%s", s);
	if (!strncmp(s, "poke ", 5)) {
		/* poke <member> <value>: no status */
		char *name = strtok_r(s + 5, " \t", &save);
		char *val = strtok_r(NULL, " \t", &save);

		if (!name || !val || strlen(name) >= sizeof(st->member) ||
		    !parse_ll(val, &st->value) || strtok_r(NULL, " \t", &save))
			goto bad;
		st->op = OP_POKE;
		strcpy(st->member, name);
		in->nsteps++;
		return true;
	}
	arrow = strstr(s, "->");
	if (!arrow)
		goto bad;
	*arrow = 0;
	tok = strtok_r(s, " \t", &save);
	if (!tok)
		goto bad;
	p = strchr(tok, '@');
	if (p) {
		long long w;

		*p = 0;
		if (!parse_ll(p + 1, &w) || w < 0)
			goto bad;
		st->which = (unsigned int)w;
	}
	if (!strcmp(tok, "start"))
		st->op = CORPUS_OP_START;
	else if (!strcmp(tok, "resume"))
		st->op = CORPUS_OP_RESUME;
	else if (!strcmp(tok, "destroy"))
		st->op = CORPUS_OP_DESTROY;
	else
		goto bad;
	while ((tok = strtok_r(NULL, " \t", &save))) {
		if (st->nargs >= 4 || !parse_ll(tok, &st->arg[st->nargs]))
			goto bad;
		st->nargs++;
	}
	if ((st->op == CORPUS_OP_RESUME && st->nargs != 1) ||
	    (st->op == CORPUS_OP_DESTROY && st->nargs))
		goto bad;
	tok = strtok_r(arrow + 2, " \t", &save);
	if (!tok || !parse_status(tok, &st->status))
		goto bad;
	tok = strtok_r(NULL, " \t", &save);
	if (tok) {
		if (!parse_ll(tok, &st->value))
			goto bad;
		st->has_value = true;
	}
	if (strtok_r(NULL, " \t", &save))
		goto bad;
	in->nsteps++;
	return true;
bad:
	snprintf(in->parse_error, sizeof(in->parse_error), "bad RUN step '%s'",
		 st->text);
	return false;
}

static void split_words(char *s, char **out, int *n)
{
	char *save, *tok;

	for (tok = strtok_r(s, " \t", &save); tok && *n < MAX_FLAGS;
	     tok = strtok_r(NULL, " \t", &save))
		out[(*n)++] = strdup(tok);
}

/* Reads the header lines and ERROR-HERE marks of an input. */
static void parse_input(struct input *in)
{
	char *text = read_file(in->src, NULL), *line, *next;
	int lineno = 0;

	if (!text) {
		snprintf(in->parse_error, sizeof(in->parse_error),
			 "cannot read %s", in->src);
		return;
	}
	for (line = text; line && *line; line = next) {
		char *p;

		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		lineno++;
		if (strstr(line, "ERROR-HERE") && in->nmarked < MAX_LINES)
			in->marked[in->nmarked++] = lineno;
		if ((p = strstr(line, "// FLAGS:")))
			split_words(p + 9, in->flags, &in->nflags);
		else if ((p = strstr(line, "// DROP-FLAG:")))
			split_words(p + 13, in->drop, &in->ndrop);
		else if (strstr(line, "// MAY-FAIL"))
			in->may_fail = true;
		else if (strstr(line, "// NO-OUTPUT"))
			in->no_output = true;
		else if ((p = strstr(line, "// RUN:"))) {
			char *save, *s;

			for (s = strtok_r(p + 7, ";", &save); s;
			     s = strtok_r(NULL, ";", &save))
				if (!parse_step(in, s))
					break;
		}
	}
	free(text);
	if (in->parse_error[0])
		return;
	if (in->kind == K_ERROR && !in->nmarked)
		snprintf(in->parse_error, sizeof(in->parse_error),
			 "error input without an ERROR-HERE line");
	if (in->kind == K_RUN && !in->nsteps)
		snprintf(in->parse_error, sizeof(in->parse_error),
			 "run input without RUN steps");
}

static int cmp_input(const void *a, const void *b)
{
	return strcmp((*(struct input *const *)a)->name,
		      (*(struct input *const *)b)->name);
}

static int collect(struct input ***out, char **filters, int nfilters)
{
	struct input **v = NULL;
	int n = 0;

	for (int k = 0; k < 3; k++) {
		char dir[PATH_MAX];
		struct dirent *de;
		DIR *d;

		snprintf(dir, sizeof(dir), "%s/%s", CORPUS_SRC_DIR, kind_dir[k]);
		d = opendir(dir);
		if (!d)
			continue;
		while ((de = readdir(d))) {
			size_t len = strlen(de->d_name);
			struct input *in;
			char name[128];
			bool keep = !nfilters;

			if (de->d_name[0] == '.' || len < 3 ||
			    strcmp(de->d_name + len - 2, ".c"))
				continue;
			snprintf(name, sizeof(name), "%s/%.*s", kind_dir[k],
				 (int)(len - 2), de->d_name);
			for (int i = 0; i < nfilters; i++)
				keep |= strstr(name, filters[i]) != NULL;
			if (!keep)
				continue;
			in = calloc(1, sizeof(*in));
			in->kind = k;
			snprintf(in->name, sizeof(in->name), "%s", name);
			snprintf(in->src, sizeof(in->src), "%s/%s", dir,
				 de->d_name);
			for (char *p = name; *p; p++)
				if (*p == '/')
					*p = '-';
			snprintf(in->obj, sizeof(in->obj), "%s/%s.o",
				 CORPUS_OUT_DIR, name);
			snprintf(in->log, sizeof(in->log), "%s/%s.log",
				 CORPUS_OUT_DIR, name);
			v = realloc(v, (n + 1) * sizeof(*v));
			v[n++] = in;
		}
		closedir(d);
	}
	qsort(v, n, sizeof(*v), cmp_input);
	*out = v;
	return n;
}

/* --------------------------------------------------------------- compile */

static const char *const default_flags[] = {
	"--target=bpf", "-O2", "-g", "-mcpu=v3", "-Wall",
	"-fno-crash-diagnostics", "-fno-color-diagnostics",
	"-I" CORPUS_RUNTIME_DIR, "-I" CORPUS_SRC_DIR,
	"-I" CORPUS_MULTIARCH_INCLUDE,
	"-fplugin=" CORPUS_CLANG_PLUGIN, "-fpass-plugin=" CORPUS_PASS_PLUGIN,
};

static bool dropped(const struct input *in, const char *flag)
{
	for (int i = 0; i < in->ndrop; i++)
		if (!strncmp(flag, in->drop[i], strlen(in->drop[i])))
			return true;
	return false;
}

static void start_compile(struct input *in)
{
	const char *argv[64];
	int argc = 0;
	pid_t pid;

	argv[argc++] = CORPUS_CLANG;
	for (size_t i = 0; i < sizeof(default_flags) / sizeof(*default_flags);
	     i++)
		if (!dropped(in, default_flags[i]))
			argv[argc++] = default_flags[i];
	for (int i = 0; i < in->nflags; i++)
		argv[argc++] = in->flags[i];
	argv[argc++] = "-c";
	argv[argc++] = in->src;
	argv[argc++] = "-o";
	argv[argc++] = in->obj;
	argv[argc] = NULL;

	unlink(in->obj);
	pid = fork();
	if (pid == 0) {
		struct rlimit as = { CORPUS_COMPILE_MEM, CORPUS_COMPILE_MEM };
		struct rlimit core = { 0, 0 };
		int fd = open(in->log, O_WRONLY | O_CREAT | O_TRUNC, 0644);

		setpgid(0, 0);
		setrlimit(RLIMIT_AS, &as);
		setrlimit(RLIMIT_CORE, &core);
		if (fd >= 0) {
			dup2(fd, 1);
			dup2(fd, 2);
		}
		fd = open("/dev/null", O_RDONLY);
		if (fd >= 0)
			dup2(fd, 0);
		execv(argv[0], (char **)argv);
		fprintf(stderr, "exec %s: %s\n", argv[0], strerror(errno));
		_exit(127);
	}
	in->pid = pid;
	clock_gettime(CLOCK_MONOTONIC, &in->deadline);
	in->deadline.tv_sec += CORPUS_COMPILE_SECONDS;
}

static bool past(const struct timespec *t)
{
	struct timespec now;

	clock_gettime(CLOCK_MONOTONIC, &now);
	return now.tv_sec > t->tv_sec ||
	       (now.tv_sec == t->tv_sec && now.tv_nsec >= t->tv_nsec);
}

/* Compiles every input, jobs at a time, each killed at its deadline. */
static void compile_all(struct input **v, int n, int jobs)
{
	int next = 0, running = 0;

	while (next < n || running) {
		while (running < jobs && next < n) {
			if (!v[next]->parse_error[0]) {
				start_compile(v[next]);
				running++;
			} else {
				v[next]->done = true;
			}
			next++;
		}
		if (!running)
			continue;
		for (;;) {
			int ws;
			pid_t pid = waitpid(-1, &ws, WNOHANG);

			if (pid > 0) {
				for (int i = 0; i < next; i++)
					if (v[i]->pid == pid && !v[i]->done) {
						v[i]->wstatus = ws;
						v[i]->done = true;
						running--;
					}
				break;
			}
			for (int i = 0; i < next; i++)
				if (v[i]->pid && !v[i]->done &&
				    !v[i]->timed_out && past(&v[i]->deadline)) {
					v[i]->timed_out = true;
					kill(-v[i]->pid, SIGKILL);
				}
			usleep(5000);
		}
	}
}

/* A diagnostic of the compile: "<file>:<line>:<col>: [fatal ]error:". */
static bool error_line(const char *line, const char *src, int *lineno,
		       bool *in_src)
{
	const char *e = strstr(line, ": error:");
	const char *c1, *c2, *base;
	size_t flen;

	if (!e)
		e = strstr(line, ": fatal error:");
	if (!e)
		return false;
	/* walk back over ":<col>" and ":<line>" */
	c2 = e;
	do
		c2--;
	while (c2 > line && *c2 >= '0' && *c2 <= '9');
	if (c2 <= line || *c2 != ':')
		return (*lineno = 0, *in_src = false, true);
	c1 = c2;
	do
		c1--;
	while (c1 > line && *c1 >= '0' && *c1 <= '9');
	if (c1 <= line || *c1 != ':')
		return (*lineno = 0, *in_src = false, true);
	*lineno = atoi(c1 + 1);
	flen = c1 - line;
	base = strrchr(src, '/');
	base = base ? base + 1 : src;
	*in_src = (flen == strlen(src) && !strncmp(line, src, flen)) ||
		  (flen >= strlen(base) &&
		   !strncmp(c1 - strlen(base), base, strlen(base)) &&
		   (flen == strlen(base) || c1[-(long)strlen(base) - 1] == '/'));
	return true;
}

static const char *const crash_marks[] = {
	"PLEASE submit a bug report", "Stack dump:", "LLVM ERROR:",
	"frontend command failed", "unable to execute command",
	"UNREACHABLE executed", "Assertion `",
};

/*
 * Checks the compile of in; returns NULL when its outcome is the one its
 * kind wants (for run/, that it compiled), else the reason in buf.
 * *compiled tells whether an object was produced.
 */
static const char *check_compile(struct input *in, char *buf, size_t n,
				 bool *compiled)
{
	char *log = read_file(in->log, NULL), *line, *next;
	int rc = WIFEXITED(in->wstatus) ? WEXITSTATUS(in->wstatus) : -1;
	char first_err[300] = "", seen[200] = "";
	bool any_error = false, at_mark = false;
	int include_line = 0;
	size_t seen_len = 0;
	struct stat sb;

	*compiled = false;
	if (!log)
		log = strdup("");
	if (in->timed_out) {
		snprintf(buf, n, "timeout: compile took over %d s",
			 CORPUS_COMPILE_SECONDS);
		goto out;
	}
	for (size_t i = 0; i < sizeof(crash_marks) / sizeof(*crash_marks); i++)
		if (strstr(log, crash_marks[i])) {
			char *p = strstr(log, crash_marks[i]);
			char *eol = strchr(p, '\n');

			/* the line before the banner names the pass or error */
			snprintf(buf, n, "crash: compiler printed \"%.*s\"",
				 (int)(eol ? eol - p : (long)strlen(p)) > 120 ?
				 120 : (int)(eol ? eol - p : (long)strlen(p)),
				 p);
			goto out;
		}
	if (WIFSIGNALED(in->wstatus)) {
		snprintf(buf, n, "crash: compiler killed by signal %d",
			 WTERMSIG(in->wstatus));
		goto out;
	}
	for (line = log; line && *line; line = next) {
		int lineno;
		bool in_src;

		next = strchr(line, '\n');
		if (next)
			*next++ = 0;
		/* "In file included from <input>:<N>:": an error in a header
		 * counts at the input's #include line */
		if (!strncmp(line, "In file included from ", 22) ||
		    !strncmp(line, "                 from ", 22)) {
			const char *src_base = strrchr(in->src, '/');
			char *f = line + 22, *colon = strrchr(f, ':');

			src_base = src_base ? src_base + 1 : in->src;
			if (colon && colon > f) {
				*colon = 0;
				colon = strrchr(f, ':');
				if (colon && strstr(f, src_base) &&
				    colon - f >= (long)strlen(src_base) &&
				    !strncmp(colon - strlen(src_base),
					     src_base, strlen(src_base)))
					include_line = atoi(colon + 1);
			}
			continue;
		}
		if (!error_line(line, in->src, &lineno, &in_src)) {
			if (strstr(line, ": warning:") ||
			    strstr(line, ": note:"))
				include_line = 0;
			continue;
		}
		if (!in_src && include_line) {
			lineno = include_line;
			in_src = true;
		}
		include_line = 0;
		any_error = true;
		if (!first_err[0]) {
			const char *base = strrchr(line, '/');

			snprintf(first_err, sizeof(first_err), "%.200s",
				 base && base < strstr(line, "error:") ?
				 base + 1 : line);
		}
		if (in_src) {
			for (int i = 0; i < in->nmarked; i++)
				at_mark |= in->marked[i] == lineno;
			if (seen_len < sizeof(seen) - 12)
				seen_len += snprintf(seen + seen_len,
						     sizeof(seen) - seen_len,
						     "%s%d", seen_len ? "," : "",
						     lineno);
		}
	}
	if (rc == 0) {
		if (in->kind == K_ERROR) {
			snprintf(buf, n, "silent success: compiled without an "
				 "error (expected one at line %d)",
				 in->marked[0]);
			goto out;
		}
		if (!in->no_output &&
		    (stat(in->obj, &sb) || !S_ISREG(sb.st_mode))) {
			snprintf(buf, n, "compile: exit 0 but no output file");
			goto out;
		}
		*compiled = true;
		free(log);
		return NULL;
	}
	if (!any_error) {
		snprintf(buf, n, "crash: compiler exited %d without an error: "
			 "diagnostic", rc);
		goto out;
	}
	if (in->kind == K_ERROR) {
		if (at_mark) {
			free(log);
			return NULL;
		}
		snprintf(buf, n, "wrong line: error at line(s) %s of the "
			 "input, expected line %d (first: %s)",
			 seen[0] ? seen : "none", in->marked[0], first_err);
		goto out;
	}
	if (in->may_fail && (!in->nmarked || at_mark)) {
		free(log);
		return NULL;
	}
	if (in->may_fail)
		snprintf(buf, n, "wrong line: error at line(s) %s of the "
			 "input, expected line %d (first: %s)",
			 seen[0] ? seen : "none", in->marked[0], first_err);
	else
		snprintf(buf, n, "compile error on a valid input: %s",
			 first_err);
out:
	free(log);
	return buf;
}

/* ------------------------------------------------------------------- run */

static char *lib_log;
static size_t lib_log_len;
#define LIB_LOG_SIZE (1u << 20)

static int libbpf_print(enum libbpf_print_level level, const char *fmt,
			va_list ap)
{
	int r;

	if (level == LIBBPF_DEBUG || lib_log_len + 1 >= LIB_LOG_SIZE)
		return 0;
	r = vsnprintf(lib_log + lib_log_len, LIB_LOG_SIZE - lib_log_len, fmt,
		      ap);
	if (r > 0)
		lib_log_len += r;
	if (lib_log_len >= LIB_LOG_SIZE)
		lib_log_len = LIB_LOG_SIZE - 1;
	return 0;
}

/*
 * The verifier's log at level 4 (BPF_LOG_STATS: the verdict and the totals,
 * not the instruction trail), in a buffer of ours: one verification per
 * load (libbpf retries a failed load with ever larger buffers of its own
 * otherwise) and no ENOSPC on kernels whose log does not rotate (6.1).
 */
static char vlog[1 << 20];

/*
 * Why a load failed: the verifier's last words (the lines before its
 * statistics), else libbpf's own last complaint.
 */
static void load_reason(char *buf, size_t n, int err)
{
	char *end = strstr(vlog, "verification time");
	char *p, *q;
	int lines = 0;

	if (!end && vlog[0])
		end = vlog + strlen(vlog);
	if (!end) {
		/* libbpf's own complaint: its last line */
		p = lib_log ? lib_log + lib_log_len : NULL;
		while (p && p > lib_log && (p[-1] == '\n'))
			p--;
		q = p;
		while (p && p > lib_log && p[-1] != '\n')
			p--;
		snprintf(buf, n, "load: %s: %.*s", strerror(-err),
			 p ? (int)(q - p) > 300 ? 300 : (int)(q - p) : 0,
			 p ? p : "");
		return;
	}
	p = end;
	while (p > vlog && lines < 3) {
		p--;
		if (*p == '\n' && p + 1 < end)
			lines++;
	}
	q = buf + snprintf(buf, n, "load: verifier: ");
	for (p = p + (*p == '\n'); p < end && q < buf + n - 1; p++)
		*q++ = *p == '\n' ? (p + 1 < end ? '|' : ' ') : *p;
	*q = 0;
}

struct frame_map {
	struct bpf_map *map;
	int fd;
	enum bpf_map_type type;
	unsigned int key_size, value_size;
};

static struct frame_map fmaps[16];
static int nfmaps;
static int self_pidfd = -1;

static bool is_frame_map(struct btf *btf, struct bpf_map *map)
{
	__u32 id = bpf_map__btf_value_type_id(map);
	const struct btf_type *t;
	const char *name;
	size_t len;

	if (!btf || !id)
		return false;
	t = btf__type_by_id(btf, id);
	while (t && (btf_is_typedef(t) || btf_is_mod(t)))
		t = btf__type_by_id(btf, t->type);
	if (!t || !btf_is_struct(t))
		return false;
	name = btf__name_by_offset(btf, t->name_off);
	len = name ? strlen(name) : 0;
	return len > 12 && !strcmp(name + len - 12, "__coro_frame");
}

static bool percpu(enum bpf_map_type t)
{
	return t == BPF_MAP_TYPE_PERCPU_ARRAY || t == BPF_MAP_TYPE_PERCPU_HASH ||
	       t == BPF_MAP_TYPE_LRU_PERCPU_HASH;
}

/* Checks one frame value (all CPUs' copies for a per-CPU map). */
static const char *check_value(struct frame_map *fm, const void *key,
			       const unsigned char *val, int ncpu, char *buf,
			       size_t n)
{
	size_t stride = (fm->value_size + 7) & ~7u;

	for (int c = 0; c < (percpu(fm->type) ? ncpu : 1); c++) {
		unsigned int idx;

		memcpy(&idx, val + c * stride + HDR_INDEX, sizeof(idx));
		if (idx == INDEX_RUNNING) {
			snprintf(buf, n, "wedged frame: map '%s' key %u%s "
				 "is left RUNNING (0xffffffff)",
				 bpf_map__name(fm->map),
				 fm->key_size >= 4 ? *(const unsigned int *)key
						   : 0,
				 percpu(fm->type) ? " (a CPU's copy)" : "");
			return buf;
		}
	}
	return NULL;
}

/* No frame of any frame map may be RUNNING. */
static const char *check_frames(char *buf, size_t n)
{
	int ncpu = libbpf_num_possible_cpus();

	for (int m = 0; m < nfmaps; m++) {
		struct frame_map *fm = &fmaps[m];
		size_t vsz = percpu(fm->type) ?
				     ((fm->value_size + 7) & ~7u) * ncpu :
				     fm->value_size;
		unsigned char key[64], nkey[64], *val = calloc(1, vsz + 8);
		const char *why = NULL;
		void *prev = NULL;

		if (fm->type == BPF_MAP_TYPE_TASK_STORAGE) {
			if (self_pidfd >= 0 &&
			    !bpf_map_lookup_elem(fm->fd, &self_pidfd, val))
				why = check_value(fm, &self_pidfd, val, ncpu,
						  buf, n);
			free(val);
			if (why)
				return why;
			continue;
		}
		if (fm->key_size > sizeof(key)) {
			free(val);
			continue;
		}
		for (int i = 0; i < 4096 && !why; i++) {
			if (bpf_map_get_next_key(fm->fd, prev, nkey))
				break;
			memcpy(key, nkey, fm->key_size);
			prev = key;
			if (bpf_map_lookup_elem(fm->fd, key, val))
				continue;
			why = check_value(fm, key, val, ncpu, buf, n);
		}
		free(val);
		if (why)
			return why;
	}
	return NULL;
}

/* All frames finished or not started, as user space reads them. */
static bool frames_restartable(void)
{
	int ncpu = libbpf_num_possible_cpus();
	bool ok = true;

	for (int m = 0; m < nfmaps && ok; m++) {
		struct frame_map *fm = &fmaps[m];
		size_t stride = (fm->value_size + 7) & ~7u;
		size_t vsz = percpu(fm->type) ? stride * ncpu : fm->value_size;
		unsigned char key[64], nkey[64], *val = calloc(1, vsz + 8);
		void *prev = NULL;

		if (fm->type == BPF_MAP_TYPE_TASK_STORAGE) {
			if (self_pidfd >= 0 &&
			    !bpf_map_lookup_elem(fm->fd, &self_pidfd, val)) {
				unsigned int idx;

				memcpy(&idx, val + HDR_INDEX, 4);
				ok = idx == INDEX_DONE ||
				     idx == INDEX_NOT_STARTED;
			}
			free(val);
			continue;
		}
		for (int i = 0; i < 4096 && ok && fm->key_size <= sizeof(key);
		     i++) {
			if (bpf_map_get_next_key(fm->fd, prev, nkey))
				break;
			memcpy(key, nkey, fm->key_size);
			prev = key;
			if (bpf_map_lookup_elem(fm->fd, key, val))
				continue;
			for (int c = 0; c < (percpu(fm->type) ? ncpu : 1); c++) {
				unsigned int idx;

				memcpy(&idx, val + c * stride + HDR_INDEX, 4);
				ok &= idx == INDEX_DONE ||
				      idx == INDEX_NOT_STARTED;
			}
		}
		free(val);
	}
	return ok;
}

static int run_op(int fd, struct corpus_args *a)
{
	/* a syscall program's context is copied back into ctx_in */
	LIBBPF_OPTS(bpf_test_run_opts, opts, .ctx_in = a,
		    .ctx_size_in = sizeof(*a));
	int err = bpf_prog_test_run_opts(fd, &opts);

	return err ? -errno : 0;
}

/* Destroys the frames of every coroutine the steps use (which 0..N). */
static const char *destroy_all(struct input *in, int fd, const char *when,
			       char *buf, size_t n)
{
	bool used[64] = { false };
	char sb[32];

	for (int i = 0; i < in->nsteps; i++)
		if (in->steps[i].op != OP_POKE && in->steps[i].which < 64)
			used[in->steps[i].which] = true;
	for (unsigned int w = 0; w < 64; w++) {
		struct corpus_args a = { .op = CORPUS_OP_DESTROY, .which = w };
		int err;

		if (!used[w])
			continue;
		err = run_op(fd, &a);
		if (err) {
			snprintf(buf, n, "restart: test run of destroy@%u %s: "
				 "%s", w, when, strerror(-err));
			return buf;
		}
		if (a.status != 0 || a.index != INDEX_NOT_STARTED) {
			snprintf(buf, n, "restart: destroy@%u %s returned %s "
				 "with index 0x%x, expected 0 and a not "
				 "started frame", w, when,
				 status_name(a.status, sb, sizeof(sb)),
				 a.index);
			return buf;
		}
		if (check_frames(buf, n))
			return buf;
	}
	return NULL;
}

static struct btf *obj_btf;

/* Finds member name (at any depth of unions and structs) of type id. */
static bool find_member(__u32 id, const char *name, __u32 base, __u32 *off,
			__u32 *size)
{
	const struct btf_type *t = btf__type_by_id(obj_btf, id);
	const struct btf_member *m;

	while (t && (btf_is_typedef(t) || btf_is_mod(t)))
		t = btf__type_by_id(obj_btf, t->type);
	if (!t || !btf_is_composite(t))
		return false;
	m = btf_members(t);
	for (int i = 0; i < btf_vlen(t); i++, m++) {
		__u32 moff = base + btf_member_bit_offset(t, i) / 8;
		const char *mname = btf__name_by_offset(obj_btf, m->name_off);

		if (mname && !strcmp(mname, name)) {
			long sz = btf__resolve_size(obj_btf, m->type);

			if (sz <= 0 || sz > 8)
				return false;
			*off = moff;
			*size = sz;
			return true;
		}
		if (find_member(m->type, name, moff, off, size))
			return true;
	}
	return false;
}

/* poke: what a user-space write into a suspended frame can do. */
static const char *poke(struct step *st, char *buf, size_t n)
{
	struct frame_map *fm = &fmaps[0];
	unsigned char key[64] = { 0 }, *val;
	__u32 off, size;

	if (percpu(fm->type) || fm->type == BPF_MAP_TYPE_TASK_STORAGE ||
	    !find_member(bpf_map__btf_value_type_id(fm->map), st->member, 0,
			 &off, &size) || off + size > fm->value_size) {
		snprintf(buf, n, "input: poke: no member '%s' in the frame of "
			 "map '%s'", st->member, bpf_map__name(fm->map));
		return buf;
	}
	val = calloc(1, fm->value_size);
	if (bpf_map_lookup_elem(fm->fd, key, val)) {
		snprintf(buf, n, "run: poke: lookup: %s", strerror(errno));
		free(val);
		return buf;
	}
	memcpy(val + off, &st->value, size); /* little endian */
	if (bpf_map_update_elem(fm->fd, key, val, BPF_EXIST)) {
		snprintf(buf, n, "run: poke: update: %s", strerror(errno));
		free(val);
		return buf;
	}
	free(val);
	return NULL;
}

static const char *run_steps(struct input *in, int fd, int pass, char *buf,
			     size_t n)
{
	static const char *const pass_name[] = {
		"", "", "restart after the first run: ",
		"restart after destroy: ",
	};

	for (int i = 0; i < in->nsteps; i++) {
		struct step *st = &in->steps[i];
		struct corpus_args a = { .op = st->op, .which = st->which };
		char s1[32], s2[32], tmp[REASON];
		int err;

		if (st->op == OP_POKE) {
			if (poke(st, buf, n))
				return buf;
			continue;
		}
		for (int k = 0; k < 4; k++)
			a.arg[k] = st->arg[k];
		if (st->op == CORPUS_OP_RESUME)
			a.in = st->arg[0];
		err = run_op(fd, &a);
		if (err) {
			snprintf(buf, n, "%srun: test run of step %d (%s): %s",
				 pass_name[pass], i + 1, st->text,
				 strerror(-err));
			return buf;
		}
		if (a.status != st->status ||
		    (st->has_value && a.out != st->value)) {
			if (st->has_value)
				snprintf(buf, n, "%swrong result: step %d (%s)"
					 ": got %s %lld", pass_name[pass],
					 i + 1, st->text,
					 status_name(a.status, s1, sizeof(s1)),
					 (long long)a.out);
			else
				snprintf(buf, n, "%swrong result: step %d (%s)"
					 ": got %s (out %lld)",
					 pass_name[pass], i + 1, st->text,
					 status_name(a.status, s1, sizeof(s1)),
					 (long long)a.out);
			(void)s2;
			return buf;
		}
		if (check_frames(tmp, sizeof(tmp))) {
			snprintf(buf, n, "%s%s after step %d (%s)",
				 pass_name[pass], tmp, i + 1, st->text);
			return buf;
		}
		if ((a.status == BPF_CORO_DONE && st->op != CORPUS_OP_DESTROY &&
		     a.index != INDEX_DONE) ||
		    (a.status == BPF_CORO_SUSPENDED &&
		     (a.index == INDEX_NOT_STARTED || a.index == INDEX_DONE ||
		      a.index == INDEX_RUNNING))) {
			snprintf(buf, n, "%swrong result: step %d (%s): "
				 "status %s but the frame's index is 0x%x",
				 pass_name[pass], i + 1, st->text,
				 status_name(a.status, s1, sizeof(s1)),
				 a.index);
			return buf;
		}
	}
	return NULL;
}

/* In a child process: load the object, run the steps three times. */
static const char *load_and_run(struct input *in, char *buf, size_t n)
{
	struct bpf_object *obj;
	struct bpf_program *prog;
	struct bpf_map *map;
	int err, fd;
	LIBBPF_OPTS(bpf_object_open_opts, opts, .kernel_log_buf = vlog,
		    .kernel_log_size = sizeof(vlog), .kernel_log_level = 4);

	lib_log = calloc(1, LIB_LOG_SIZE);
	libbpf_set_print(libbpf_print);
	self_pidfd = syscall(SYS_pidfd_open, getpid(), 0);
	vlog[0] = 0;
	obj = bpf_object__open_file(in->obj, &opts);
	if (!obj) {
		load_reason(buf, n, -errno);
		return buf;
	}
	err = bpf_object__load(obj);
	if (err) {
		load_reason(buf, n, err);
		return buf;
	}
	prog = bpf_object__find_program_by_name(obj, "step");
	if (!prog) {
		snprintf(buf, n, "run: the object has no program 'step'");
		return buf;
	}
	fd = bpf_program__fd(prog);
	obj_btf = bpf_object__btf(obj);
	bpf_object__for_each_map(map, obj) {
		struct frame_map *fm;

		if (!is_frame_map(bpf_object__btf(obj), map) || nfmaps >= 16)
			continue;
		fm = &fmaps[nfmaps++];
		fm->map = map;
		fm->fd = bpf_map__fd(map);
		fm->type = bpf_map__type(map);
		fm->key_size = bpf_map__key_size(map);
		fm->value_size = bpf_map__value_size(map);
		if ((fm->type == BPF_MAP_TYPE_HASH ||
		     fm->type == BPF_MAP_TYPE_LRU_HASH ||
		     fm->type == BPF_MAP_TYPE_PERCPU_HASH ||
		     fm->type == BPF_MAP_TYPE_LRU_PERCPU_HASH) &&
		    fm->key_size <= 64) {
			/* a fresh zero value is a not-started frame */
			int ncpu = libbpf_num_possible_cpus();
			unsigned char key[64] = { 0 };
			void *zero = calloc(ncpu, (fm->value_size + 7) & ~7u);

			bpf_map_update_elem(fm->fd, key, zero, BPF_NOEXIST);
			free(zero);
		}
	}
	if (!nfmaps) {
		snprintf(buf, n, "run: no map with a *__coro_frame value");
		return buf;
	}
	if (run_steps(in, fd, 1, buf, n))
		return buf;
	if (!frames_restartable() &&
	    destroy_all(in, fd, "after the first run", buf, n))
		return buf;
	if (run_steps(in, fd, 2, buf, n))
		return buf;
	if (destroy_all(in, fd, "after the second run", buf, n))
		return buf;
	if (run_steps(in, fd, 3, buf, n))
		return buf;
	return NULL;
}

static const char *run_input(struct input *in, char *buf, size_t n)
{
	int pipefd[2];
	pid_t pid;
	struct timespec deadline;
	ssize_t got = 0, r;
	int ws;

	fflush(stdout);
	if (pipe(pipefd)) {
		snprintf(buf, n, "run: pipe: %s", strerror(errno));
		return buf;
	}
	pid = fork();
	if (pid == 0) {
		char reason[REASON];
		const char *why;

		close(pipefd[0]);
		why = load_and_run(in, reason, sizeof(reason));
		if (why) {
			if (write(pipefd[1], why, strlen(why)) < 0)
				_exit(3);
			if (verbose && lib_log && lib_log_len)
				fprintf(stderr, "%s", lib_log);
		}
		_exit(why ? 1 : 0);
	}
	close(pipefd[1]);
	fcntl(pipefd[0], F_SETFL, O_NONBLOCK);
	clock_gettime(CLOCK_MONOTONIC, &deadline);
	deadline.tv_sec += CORPUS_RUN_SECONDS;
	buf[0] = 0;
	for (;;) {
		r = read(pipefd[0], buf + got, n - 1 - got);
		if (r > 0)
			got += r;
		if (waitpid(pid, &ws, WNOHANG) == pid)
			break;
		if (past(&deadline)) {
			kill(pid, SIGKILL);
			waitpid(pid, &ws, 0);
			close(pipefd[0]);
			snprintf(buf, n, "timeout: load and run took over %d s",
				 CORPUS_RUN_SECONDS);
			return buf;
		}
		usleep(2000);
	}
	while ((r = read(pipefd[0], buf + got, n - 1 - got)) > 0)
		got += r;
	close(pipefd[0]);
	buf[got] = 0;
	if (WIFSIGNALED(ws)) {
		snprintf(buf, n, "run: the loader died of signal %d",
			 WTERMSIG(ws));
		return buf;
	}
	if (WEXITSTATUS(ws) == 0)
		return NULL;
	if (!got)
		snprintf(buf, n, "run: the loader exited %d", WEXITSTATUS(ws));
	return buf;
}

static void print_log_of(const struct input *in)
{
	char *log = read_file(in->log, NULL);

	if (log && *log) {
		char *p = log, *nl;

		while (*p) {
			nl = strchrnul(p, '\n');
			printf("    %.*s\n", (int)(nl - p), p);
			p = *nl ? nl + 1 : nl;
		}
	}
	free(log);
}

int main(int argc, char **argv)
{
	struct input **v;
	int n, jobs = 2, passed = 0, failed = 0, opt;

	while ((opt = getopt(argc, argv, "vj:")) != -1) {
		switch (opt) {
		case 'v':
			verbose = true;
			break;
		case 'j':
			jobs = atoi(optarg) > 0 ? atoi(optarg) : 1;
			break;
		default:
			fprintf(stderr, "usage: %s [-v] [-j N] [name...]\n",
				argv[0]);
			return 2;
		}
	}
	setvbuf(stdout, NULL, _IOLBF, 0);
	mkdir(CORPUS_OUT_DIR, 0755);
	n = collect(&v, argv + optind, argc - optind);
	if (!n) {
		printf("FAIL corpus: no inputs under %s\n", CORPUS_SRC_DIR);
		printf("corpus: 0 passed, 1 failed\n");
		return 1;
	}
	for (int i = 0; i < n; i++)
		parse_input(v[i]);
	compile_all(v, n, jobs);
	for (int i = 0; i < n; i++) {
		struct input *in = v[i];
		char buf[REASON];
		const char *why;
		bool compiled = false;

		if (in->parse_error[0]) {
			snprintf(buf, sizeof(buf), "input: %s",
				 in->parse_error);
			why = buf;
		} else {
			why = check_compile(in, buf, sizeof(buf), &compiled);
		}
		if (!why && in->kind == K_RUN && compiled)
			why = run_input(in, buf, sizeof(buf));
		if (why) {
			printf("FAIL %s: %s\n", in->name, why);
			if (verbose)
				print_log_of(in);
			failed++;
		} else {
			printf("PASS %s\n", in->name);
			passed++;
		}
	}
	printf("corpus: %d passed, %d failed\n", passed, failed);
	return failed ? 1 : 0;
}
