/* SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause) */
/*
 * bpf_coro.h - the whole C surface of bpfcoro.
 *
 * Write long or split work as one C function marked __bpf_coro; every
 * bpf_coro_yield() in it is a suspension point. The compiler plugins split the
 * function into a start, a resume and a destroy function over a frame that
 * lives in memory you own (a map value, task storage, ...).
 *
 *	__bpf_coro static int count_to(int n)
 *	{
 *		for (int i = 0; i < n; i++)
 *			bpf_coro_yield(i);	// suspend; hand i out
 *		return n;			// finished: the final result
 *	}
 *
 *	struct {
 *		__uint(type, BPF_MAP_TYPE_ARRAY);
 *		__type(key, __u32);
 *		__type(value, BPF_CORO_FRAME(count_to));	// sized from BTF
 *		__uint(max_entries, 1);
 *	} frames SEC(".maps");
 *
 *	void *f = bpf_map_lookup_elem(&frames, &zero);
 *	long v;
 *	if (f && bpf_coro_not_started(f))
 *		st = bpf_coro_start(f, count_to(3), &v);	// runs to the first yield
 *	else if (f)
 *		st = bpf_coro_resume(count_to, f, 0, &v);	// runs to the next one
 *
 * Build (both plugins, -O1 or higher, -g so the frame reaches BTF, -mcpu=v3):
 *	clang-22 --target=bpf -O2 -g -mcpu=v3 \
 *	    -fplugin=BPFCoroClang.so -fpass-plugin=BPFCoroPasses.so -c x.bpf.c
 *
 * User space (any C compiler, no plugin: everything not compiled for BPF,
 * i.e. without __bpf__) gets the shared part only: enum bpf_coro_status, the
 * BPF_CORO_INDEX_* values, struct bpf_coro_header, and helpers that read a
 * frame copied out of a map (bpf_map_lookup_elem() of libbpf):
 *	bpf_coro_frame_index(frame)	the raw __coro_index
 *	bpf_coro_frame_state(frame)	enum bpf_coro_state of it
 *	bpf_coro_state_name(state), bpf_coro_status_name(status)
 *
 * docs/usage.md is the guide, docs/ABI.md the frame contract.
 */
#ifndef __BPF_CORO_H__
#define __BPF_CORO_H__

#ifdef __bpf__
/*
 * In a BPF compile the plugin must be loaded. It predefines __BPF_CORO_PLUGIN__
 * when it parses; when clang only preprocesses (-E, -M, -save-temps, ccache)
 * the plugin's parser hooks never run, and its handler of this pragma defines
 * the macro instead. Without the plugin the pragma is unknown (and silenced)
 * and the #error below says what is missing.
 */
#ifndef __BPF_CORO_PLUGIN__
#ifdef __clang__
#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wunknown-pragmas"
#endif
#pragma bpfcoro plugin
#ifdef __clang__
#pragma clang diagnostic pop
#endif
#endif
#ifndef __BPF_CORO_PLUGIN__
#error "bpf_coro.h needs the bpfcoro clang plugin: add -fplugin=<build>/clang-plugin/BPFCoroClang.so and -fpass-plugin=<build>/lib/BPFCoroPasses.so"
#endif
#endif /* __bpf__ */

/* Status returned by bpf_coro_start / bpf_coro_resume / bpf_coro_destroy. */
enum bpf_coro_status {
	BPF_CORO_DONE = 0,	   /* returned; *out holds the return value     */
	BPF_CORO_SUSPENDED = 1,	   /* yielded;  *out holds the yielded value    */
	BPF_CORO_BUSY = -16,	   /* running on another CPU; frame untouched   */
	BPF_CORO_INVALID = -22,	   /* wrong state for the call; frame untouched */
	BPF_CORO_CORRUPT = -117,   /* header or a saved value is not one the
				      coroutine can have written; frame left as
				      it was (destroy it to reuse it)          */
	BPF_CORO_NOT_ARMED = -62,  /* an await could not arm its timer,
				      bpf_wq or bpf_task_work: suspended at
				      the await all the same, *out holds the
				      helper's or kfunc's error; resume (a
				      sleep; a user return: schedules it
				      again) or destroy it yourself            */
};

/* Values of the frame's __coro_index besides the suspension points' states. */
#define BPF_CORO_INDEX_NOT_STARTED 0u
#define BPF_CORO_INDEX_DONE 0xfffffffeu
#define BPF_CORO_INDEX_RUNNING 0xffffffffu

/* The fixed header every frame starts with (docs/ABI.md). */
struct bpf_coro_header {
	unsigned long long __resume_fn;	 /* token of fn__coro_resume  */
	unsigned long long __destroy_fn; /* token of fn__coro_destroy */
	unsigned int __coro_index;
};

#ifndef __bpf__
/*
 * User space: reading frames copied out of a map. Nothing here needs the
 * plugins; the frame's own members (the saved variables) are described by
 * the BTF of the object (struct fn__coro_frame).
 */
#include <string.h>

/* What a frame's __coro_index says. */
enum bpf_coro_state {
	BPF_CORO_STATE_NOT_STARTED,	/* all zero, or destroyed           */
	BPF_CORO_STATE_SUSPENDED,	/* at a suspension point            */
	BPF_CORO_STATE_DONE,		/* returned                         */
	BPF_CORO_STATE_RUNNING,		/* claimed by a start/resume/destroy */
};

/* The __coro_index of a frame: a copy of a map value (any alignment). */
static __inline__ unsigned int bpf_coro_frame_index(const void *frame)
{
	unsigned int idx;

	memcpy(&idx, (const char *)frame +
			     __builtin_offsetof(struct bpf_coro_header, __coro_index),
	       sizeof(idx));
	return idx;
}

/*
 * The state of a frame copied out of a map. SUSPENDED says what the header
 * says; which suspension point, and whether it is one the coroutine has,
 * the BTF enum fn__coro_state of __coro_index tells.
 */
static __inline__ enum bpf_coro_state bpf_coro_frame_state(const void *frame)
{
	unsigned int idx = bpf_coro_frame_index(frame);

	if (idx == BPF_CORO_INDEX_NOT_STARTED)
		return BPF_CORO_STATE_NOT_STARTED;
	if (idx == BPF_CORO_INDEX_DONE)
		return BPF_CORO_STATE_DONE;
	if (idx == BPF_CORO_INDEX_RUNNING)
		return BPF_CORO_STATE_RUNNING;
	return BPF_CORO_STATE_SUSPENDED;
}

/* "NOT_STARTED", "SUSPENDED", "DONE", "RUNNING", or "?". */
static __inline__ const char *bpf_coro_state_name(enum bpf_coro_state state)
{
	switch (state) {
	case BPF_CORO_STATE_NOT_STARTED: return "NOT_STARTED";
	case BPF_CORO_STATE_SUSPENDED: return "SUSPENDED";
	case BPF_CORO_STATE_DONE: return "DONE";
	case BPF_CORO_STATE_RUNNING: return "RUNNING";
	}
	return "?";
}

/* "DONE", "SUSPENDED", "BUSY", "INVALID", "CORRUPT", "NOT_ARMED", or "?". */
static __inline__ const char *bpf_coro_status_name(int status)
{
	switch (status) {
	case BPF_CORO_DONE: return "DONE";
	case BPF_CORO_SUSPENDED: return "SUSPENDED";
	case BPF_CORO_BUSY: return "BUSY";
	case BPF_CORO_INVALID: return "INVALID";
	case BPF_CORO_CORRUPT: return "CORRUPT";
	case BPF_CORO_NOT_ARMED: return "NOT_ARMED";
	}
	return "?";
}

#else /* __bpf__ */
/*
 * Marks a coroutine. It must be static, return an integer (its final result),
 * take at most 3 parameters and not be variadic; the plugin says so at the
 * line if it is not.
 */
#define __bpf_coro __attribute__((bpf_coro))

/*
 * Beside __bpf_coro: the frame is not claimed. start, resume and destroy
 * set and publish its state with plain stores instead of a compare-and-swap
 * and an exchange (about 2 ns and a dozen verifier steps per run), which is
 * sound only when no two runs can share one frame at once. The compiler
 * proves that at every call, or says at the line why not:
 *  - every frame is a value bpf_map_lookup_elem() found in a per-CPU map
 *    (BPF_MAP_TYPE_PERCPU_ARRAY, PERCPU_HASH or LRU_PERCPU_HASH), which no
 *    other CPU sees;
 *  - only XDP programs (SEC("xdp"), SEC("xdp.frags")) run the coroutine,
 *    directly or through static functions: one never starts inside
 *    another on the same CPU;
 *  - it has no await (the kernel would resume it from a timer, workqueue or
 *    task work).
 * BTF says so: the coroutine's FUNC carries the decl tag coro_claim:none.
 * A frame map shared with another object, written from user space while
 * programs run, or a BPF_PROG_TEST_RUN of the program while it is attached
 * and receiving traffic, is outside that proof (docs/ABI.md section 3.1).
 */
#define __bpf_coro_percpu						\
	__attribute__((annotate("bpf_coro_percpu"),			\
		       btf_decl_tag("coro_claim:none")))

/*
 * The frame type of coroutine fn, for map declarations:
 *	__type(value, BPF_CORO_FRAME(fn))
 * The compiler fills in its layout; its size comes from BTF. An all-zero frame
 * is a valid not-yet-started coroutine.
 */
#define BPF_CORO_FRAME(fn) struct fn##__coro_frame

/*
 * Markers the pass plugin replaces by direct calls; never call them yourself,
 * use the macros below.
 */
extern long __bpf_coro_yield(long value);
extern int __bpf_coro_start(void *frame, long *out, ...);
extern int __bpf_coro_resume(const void *coro, void *frame, long in, long *out);
extern int __bpf_coro_destroy(const void *coro, void *frame);
extern const void *__bpf_coro_zero_frame(const void *coro);

/*
 * A bpf_coro_*() macro given the wrong number of arguments expands to this
 * marker (its first argument says which macro) instead of failing in the
 * preprocessor, which leaves clang guessing at what the bare name means, error
 * after error: the plugin reports the count at the call, once.
 * __BPF_CORO_PICK chooses by argument count (up to 9); __BPF_CORO_OVER9 says
 * whether there are more (up to 64), so that 10 arguments are the same
 * marker, not a call of the 10th.
 */
extern long __bpf_coro_sleep(void *map, unsigned long long ns);
extern long __bpf_coro_defer(void *map);
extern long __bpf_coro_user_return(void *map);
extern int __bpf_coro_wrong_args(int __macro, ...);
#define __BPF_CORO_PICK(_1, _2, _3, _4, _5, _6, _7, _8, _9, n, ...) n
#define __BPF_CORO_PICK64(_1, _2, _3, _4, _5, _6, _7, _8, _9, _10, _11, _12, _13, _14, _15, _16, _17, _18, _19, _20, _21, _22, _23, _24, _25, _26, _27, _28, _29, _30, _31, _32, _33, _34, _35, _36, _37, _38, _39, _40, _41, _42, _43, _44, _45, _46, _47, _48, _49, _50, _51, _52, _53, _54, _55, _56, _57, _58, _59, _60, _61, _62, _63, _64, n, ...) n
#define __BPF_CORO_OVER9(...)                                            \
	__BPF_CORO_PICK64(__VA_ARGS__, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
#define __BPF_CORO_CAT(a, b) __BPF_CORO_CAT2(a, b)
#define __BPF_CORO_CAT2(a, b) a##b
/* bpf_coro_*(...): __BPF_CORO_<macro>_OVER9<0 or 1>(...). */
#define __BPF_CORO_BY_COUNT(macro, ...)                                  \
	__BPF_CORO_CAT(macro, __BPF_CORO_OVER9(__VA_ARGS__))(__VA_ARGS__)
#define __BPF_CORO_YIELD_OVER9_1 __BPF_CORO_WRONG_YIELD
#define __BPF_CORO_START_OVER9_1 __BPF_CORO_WRONG_START
#define __BPF_CORO_RESUME_OVER9_1 __BPF_CORO_WRONG_RESUME
#define __BPF_CORO_DESTROY_OVER9_1 __BPF_CORO_WRONG_DESTROY
#define __BPF_CORO_SLEEP_OVER9_1 __BPF_CORO_WRONG_SLEEP
#define __BPF_CORO_DEFER_OVER9_1 __BPF_CORO_WRONG_DEFER
#define __BPF_CORO_USER_RETURN_OVER9_1 __BPF_CORO_WRONG_USER_RETURN
#define __BPF_CORO_WRONG_YIELD(...) __bpf_coro_wrong_args(0, ##__VA_ARGS__)
#define __BPF_CORO_WRONG_START(...) __bpf_coro_wrong_args(1, ##__VA_ARGS__)
#define __BPF_CORO_WRONG_RESUME(...) __bpf_coro_wrong_args(2, ##__VA_ARGS__)
#define __BPF_CORO_WRONG_DESTROY(...) __bpf_coro_wrong_args(3, ##__VA_ARGS__)
#define __BPF_CORO_WRONG_SLEEP(...) __bpf_coro_wrong_args(4, ##__VA_ARGS__)
#define __BPF_CORO_WRONG_DEFER(...) __bpf_coro_wrong_args(5, ##__VA_ARGS__)
#define __BPF_CORO_WRONG_USER_RETURN(...) __bpf_coro_wrong_args(6, ##__VA_ARGS__)

/*
 * bpf_coro_yield(value): suspend the coroutine. The caller of start/resume
 * gets BPF_CORO_SUSPENDED and value in *out; the expression evaluates to the
 * `in` passed by the resume that continues it. Only inside a __bpf_coro
 * function, not in a callback or a helper it calls.
 */
#define bpf_coro_yield(...) __BPF_CORO_BY_COUNT(__BPF_CORO_YIELD_OVER9_, __VA_ARGS__)
#define __BPF_CORO_YIELD_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_YIELD,               \
			__BPF_CORO_WRONG_YIELD, __BPF_CORO_WRONG_YIELD,    \
			__BPF_CORO_WRONG_YIELD, __BPF_CORO_WRONG_YIELD,    \
			__BPF_CORO_WRONG_YIELD, __BPF_CORO_WRONG_YIELD,    \
			__BPF_CORO_WRONG_YIELD, __bpf_coro_yield_1,        \
			__BPF_CORO_WRONG_YIELD)(__VA_ARGS__)
#define __bpf_coro_yield_1(value) __bpf_coro_yield((long)(value))

/*
 * bpf_coro_sleep(&map, ns): suspend the coroutine for ns nanoseconds; the
 * kernel resumes it (a bpf_timer in the frame, CLOCK_MONOTONIC), in softirq
 * context, with nobody to receive what it yields or returns: the status of
 * that run is in the frame's __coro_status, the value in __coro_out.
 * map is the map the coroutine's frames are in (one constant map, ARRAY,
 * HASH or LRU_HASH). The caller of start/resume that reaches the sleep gets
 * BPF_CORO_SUSPENDED and 0 in *out, or BPF_CORO_NOT_ARMED and the helper's
 * error. The expression evaluates to 0 when the timer resumes it, or to the
 * `in` of a bpf_coro_resume() that wakes it earlier. Destroy cancels the
 * timer. docs/usage.md "Awaits".
 */
#define bpf_coro_sleep(...) __BPF_CORO_BY_COUNT(__BPF_CORO_SLEEP_OVER9_, __VA_ARGS__)
#define __BPF_CORO_SLEEP_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_SLEEP,               \
			__BPF_CORO_WRONG_SLEEP, __BPF_CORO_WRONG_SLEEP,    \
			__BPF_CORO_WRONG_SLEEP, __BPF_CORO_WRONG_SLEEP,    \
			__BPF_CORO_WRONG_SLEEP, __BPF_CORO_WRONG_SLEEP,    \
			__bpf_coro_sleep_2, __BPF_CORO_WRONG_SLEEP,        \
			__BPF_CORO_WRONG_SLEEP)(__VA_ARGS__)
#define __bpf_coro_sleep_2(map, ns) \
	__bpf_coro_sleep((void *)(map), (unsigned long long)(ns))

/*
 * bpf_coro_defer(&map): defer to process context. The coroutine suspends and
 * the kernel resumes it from a bpf_wq in the frame (a workqueue item), where
 * the code may sleep: the code after it, up to the next suspension, may call
 * sleepable helpers and kfuncs (bpf_copy_from_user, ...), and only code that
 * runs there, or in a sleepable program, may (the compiler reports any other
 * call at its line). Nobody receives what that run yields or returns: its
 * status is in the frame's __coro_status, the value in __coro_out. map is
 * the map the coroutine's frames are in (one constant map, ARRAY, HASH or
 * LRU_HASH; kprobe, tracepoint, perf_event and raw_tracepoint programs cannot
 * use such a map). The caller of start/resume that reaches it gets
 * BPF_CORO_SUSPENDED and 0 in *out, or BPF_CORO_NOT_ARMED and the kfunc's
 * error. While the frame is parked there a bpf_coro_resume() returns
 * BPF_CORO_BUSY and changes nothing: only the work item continues it. The
 * expression evaluates to 0. Destroy makes a pending work item do nothing.
 * Kernels 6.10 and later (bpf_wq). docs/usage.md "Awaits".
 */
#define bpf_coro_defer(...) __BPF_CORO_BY_COUNT(__BPF_CORO_DEFER_OVER9_, __VA_ARGS__)
#define __BPF_CORO_DEFER_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_DEFER,               \
			__BPF_CORO_WRONG_DEFER, __BPF_CORO_WRONG_DEFER,    \
			__BPF_CORO_WRONG_DEFER, __BPF_CORO_WRONG_DEFER,    \
			__BPF_CORO_WRONG_DEFER, __BPF_CORO_WRONG_DEFER,    \
			__BPF_CORO_WRONG_DEFER, __bpf_coro_defer_1,        \
			__BPF_CORO_WRONG_DEFER)(__VA_ARGS__)
#define __bpf_coro_defer_1(map) __bpf_coro_defer((void *)(map))

/*
 * bpf_coro_user_return(&map): continue right before this task returns to
 * user space. The coroutine suspends and the kernel resumes it from a
 * bpf_task_work in the frame, in the task that reached this point (on its
 * way out of the current system call, interrupt or exception), where the
 * code may sleep and the task's user memory and user stack are at hand
 * (bpf_copy_from_user, bpf_get_task_stack(bpf_get_current_task_btf(), buf,
 * size, BPF_F_USER_STACK)): the code after it, up to the next suspension,
 * runs there. Nobody receives what that run yields or returns: its status is
 * in the frame's __coro_status, the value in __coro_out. map is the map the
 * coroutine's frames are in (one constant map, ARRAY, HASH or LRU_HASH). The
 * caller of start/resume that reaches it gets BPF_CORO_SUSPENDED and 0 in
 * *out, or BPF_CORO_NOT_ARMED and the kfunc's error (then a
 * bpf_coro_resume() schedules it again and runs nothing else). While the
 * frame is parked there, scheduled, a bpf_coro_resume() returns
 * BPF_CORO_BUSY and changes nothing. The expression evaluates to 0.
 * Destroy makes a pending task work do nothing; deleting the map element
 * cancels it. The programs that start
 * and resume the coroutine must be sleepable (SEC("syscall"), "uprobe.s",
 * "iter.s/...", ...: 6.18 lets no other program schedule a task work), and
 * the code after one bpf_coro_user_return() cannot reach another before a
 * yield (the kernel cannot schedule the running task work again).
 * Kernels 6.18 and later (bpf_task_work). docs/usage.md "Awaits".
 */
#define bpf_coro_user_return(...) \
	__BPF_CORO_BY_COUNT(__BPF_CORO_USER_RETURN_OVER9_, __VA_ARGS__)
#define __BPF_CORO_USER_RETURN_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_USER_RETURN,          \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__BPF_CORO_WRONG_USER_RETURN,                       \
			__bpf_coro_user_return_1,                           \
			__BPF_CORO_WRONG_USER_RETURN)(__VA_ARGS__)
#define __bpf_coro_user_return_1(map) __bpf_coro_user_return((void *)(map))

/*
 * bpf_coro_start(frame, fn(args...), out): run fn from its beginning on frame
 * until it yields or returns. frame must be not started (all zero), finished
 * or destroyed; a suspended frame gives BPF_CORO_INVALID. out is a long * that
 * receives the yielded or returned value (may be NULL).
 */
#define bpf_coro_start(...) __BPF_CORO_BY_COUNT(__BPF_CORO_START_OVER9_, __VA_ARGS__)
#define __BPF_CORO_START_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_START,               \
			__BPF_CORO_WRONG_START, __BPF_CORO_WRONG_START,    \
			__BPF_CORO_WRONG_START, __BPF_CORO_WRONG_START,    \
			__BPF_CORO_WRONG_START, __bpf_coro_start_3,        \
			__BPF_CORO_WRONG_START, __BPF_CORO_WRONG_START,    \
			__BPF_CORO_WRONG_START)(__VA_ARGS__)
#define __bpf_coro_start_3(frame, call, out) \
	__bpf_coro_start((void *)(frame), (out), call)

/*
 * bpf_coro_resume(fn, frame, in, out): continue the suspended coroutine fn on
 * frame; its pending bpf_coro_yield() returns in. A frame that is not
 * suspended gives BPF_CORO_INVALID (not started / finished), BPF_CORO_BUSY
 * (running on another CPU) or BPF_CORO_CORRUPT.
 */
#define bpf_coro_resume(...) __BPF_CORO_BY_COUNT(__BPF_CORO_RESUME_OVER9_, __VA_ARGS__)
#define __BPF_CORO_RESUME_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_RESUME,              \
			__BPF_CORO_WRONG_RESUME, __BPF_CORO_WRONG_RESUME,  \
			__BPF_CORO_WRONG_RESUME, __BPF_CORO_WRONG_RESUME,  \
			__bpf_coro_resume_4, __BPF_CORO_WRONG_RESUME,      \
			__BPF_CORO_WRONG_RESUME, __BPF_CORO_WRONG_RESUME,  \
			__BPF_CORO_WRONG_RESUME)(__VA_ARGS__)
#define __bpf_coro_resume_4(fn, frame, in, out) \
	__bpf_coro_resume((const void *)(fn), (void *)(frame), (long)(in), (out))

/*
 * bpf_coro_destroy(fn, frame): abandon the coroutine on frame, whatever its
 * state, and make the frame not started again. Returns 0, BPF_CORO_BUSY if it
 * is running on another CPU, or BPF_CORO_CORRUPT if the header was corrupt
 * (the frame is reset all the same).
 */
#define bpf_coro_destroy(...) __BPF_CORO_BY_COUNT(__BPF_CORO_DESTROY_OVER9_, __VA_ARGS__)
#define __BPF_CORO_DESTROY_OVER9_0(...) \
	__BPF_CORO_PICK(__VA_ARGS__, __BPF_CORO_WRONG_DESTROY,             \
			__BPF_CORO_WRONG_DESTROY, __BPF_CORO_WRONG_DESTROY, \
			__BPF_CORO_WRONG_DESTROY, __BPF_CORO_WRONG_DESTROY, \
			__BPF_CORO_WRONG_DESTROY, __BPF_CORO_WRONG_DESTROY, \
			__bpf_coro_destroy_2, __BPF_CORO_WRONG_DESTROY,    \
			__BPF_CORO_WRONG_DESTROY)(__VA_ARGS__)
#define __bpf_coro_destroy_2(fn, frame) \
	__bpf_coro_destroy((const void *)(fn), (void *)(frame))

/*
 * bpf_coro_zero_frame(fn): a pointer to a read-only, not-started frame of
 * coroutine fn (all zero, sized by the compiler), to create a frame in a
 * hash map, where no element exists before it is inserted:
 *	bpf_map_update_elem(&flows, &key, bpf_coro_zero_frame(fn), BPF_NOEXIST);
 * (A frame in C is an incomplete type: there is no zero local to copy.)
 */
#define bpf_coro_zero_frame(fn) __bpf_coro_zero_frame((const void *)(fn))

/*
 * The frame's state, read without claiming it, afresh at every call (a
 * loop that waits for another CPU to move the frame on sees it move).
 */
static inline __attribute__((always_inline)) unsigned int
bpf_coro_index(const void *frame)
{
	return *(volatile const unsigned int *)&((const struct bpf_coro_header *)frame)->__coro_index;
}

/*
 * The tests below read the state with a plain load, as the generated start
 * and resume do: where one of them follows (inlined) the compiler reads the
 * index once and the test decides their checks too, so the verifier walks
 * one compare chain. Reading it once is as safe as twice: the claim's
 * compare-and-swap only succeeds if the frame still holds the index read.
 * The compiler may also reuse one read for several tests; to poll, use
 * bpf_coro_index().
 */
static inline __attribute__((always_inline)) unsigned int
__bpf_coro_index_plain(const void *frame)
{
	return ((const struct bpf_coro_header *)frame)->__coro_index;
}

#define bpf_coro_not_started(frame) \
	(__bpf_coro_index_plain(frame) == BPF_CORO_INDEX_NOT_STARTED)
#define bpf_coro_done(frame) \
	(__bpf_coro_index_plain(frame) == BPF_CORO_INDEX_DONE)
#define bpf_coro_running(frame) \
	(__bpf_coro_index_plain(frame) == BPF_CORO_INDEX_RUNNING)
/* Suspended, as far as the header says (resume checks it fully). */
#define bpf_coro_suspended(frame)                                   \
	({                                                          \
		unsigned int __i = __bpf_coro_index_plain(frame);   \
		__i != BPF_CORO_INDEX_NOT_STARTED &&                \
			__i != BPF_CORO_INDEX_DONE &&               \
			__i != BPF_CORO_INDEX_RUNNING;              \
	})

/*
 * The kernel prototype target (-mllvm -bpf-coro-target=prototype, for the
 * coroutine branch of kkdwvd/linux; docs/usage.md section 6). The kernel
 * resumes a coroutine itself: it suspends by handing its frame to a kfunc
 * that takes it through a parameter named `*__coro_suspend`:
 *	extern int bpf_blk_read_coro(void *io, void *buf,
 *				     void *frame__coro_suspend) __ksym;
 *	bpf_coro_await(bpf_blk_read_coro(io, buf, BPF_CORO_SELF));
 * The coroutine returns right after the call, so the kfunc's result is not
 * available; BPF_CORO_SELF is valid only there. bpf_coro_spawn(fn(args))
 * allocates the frame (bpf_coro_frame_alloc) and runs fn to its first await:
 * BPF_CORO_SUSPENDED, BPF_CORO_DONE, or -ENOMEM without a frame.
 * (Last in the header: adding it moved no line of code above, whose line
 * info objects of the upstream target keep byte for byte.)
 */
extern long __bpf_coro_await(long zero);
extern void *__bpf_coro_self(void);
#define BPF_CORO_SELF (__bpf_coro_self())
#define bpf_coro_await(call) ((void)__bpf_coro_await(((void)(call), 0L)))
#define bpf_coro_spawn(call) __bpf_coro_start((void *)0, (long *)0, call)

#endif /* __bpf__ */

#endif /* __BPF_CORO_H__ */
