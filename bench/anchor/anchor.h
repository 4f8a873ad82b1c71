// SPDX-License-Identifier: (LGPL-2.1 OR BSD-2-Clause)
/*
 * anchor.h - the C++20 side of the frame-size anchor: a minimal generator
 * type whose co_yield hands a value out and evaluates to the value the next
 * resume passes in, like bpf_coro_yield(). Its promise records the size the
 * compiler asks operator new for: that is the coroutine frame clang++ lays
 * out (resume and destroy pointers, promise, index, spills). ANCHOR_MAIN
 * runs the coroutine a few steps (so the frame is really allocated, not
 * elided) and prints "anchor NAME FRAME_BYTES PROMISE_BYTES".
 */
#ifndef BPFCORO_BENCH_ANCHOR_H
#define BPFCORO_BENCH_ANCHOR_H

#include <coroutine>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace anchor {

inline size_t frame_size;
/* The handle escapes through here, so clang cannot elide the allocation. */
inline void *volatile escape;

struct gen {
	struct promise_type {
		uint64_t out = 0;	/* the value yielded or returned */
		uint64_t in = 0;	/* the value the next resume passes in */

		static void *operator new(size_t n)
		{
			frame_size = n;
			return std::malloc(n);
		}
		static void operator delete(void *p) { std::free(p); }
		gen get_return_object()
		{
			return gen{std::coroutine_handle<promise_type>::from_promise(*this)};
		}
		/* like bpf_coro_start: run to the first suspension at once */
		std::suspend_never initial_suspend() noexcept { return {}; }
		std::suspend_always final_suspend() noexcept { return {}; }
		struct awaiter {
			promise_type *p;
			bool await_ready() noexcept { return false; }
			void await_suspend(std::coroutine_handle<>) noexcept {}
			uint64_t await_resume() noexcept { return p->in; }
		};
		awaiter yield_value(uint64_t v) noexcept
		{
			out = v;
			return awaiter{this};
		}
		void return_value(int v) noexcept { out = v; }
		void unhandled_exception() noexcept { std::abort(); }
	};

	std::coroutine_handle<promise_type> h;

	uint64_t resume(uint64_t in)
	{
		if (h.done())
			return h.promise().out;
		h.promise().in = in;
		h.resume();
		return h.promise().out;
	}
};

} // namespace anchor

#define ANCHOR_MAIN(name, fn)                                                \
	int main(int argc, char **argv)                                      \
	{                                                                    \
		(void)argv;                                                  \
		anchor::gen g = fn(0x9e3779b97f4a7c15ull + argc);            \
		anchor::escape = g.h.address();                              \
		uint64_t x = 0;                                              \
		for (int i = 0; i < 10; i++)                                 \
			x ^= g.resume(0x9e3779b97f4a7c15ull);                \
		std::printf("anchor %s %zu %zu %llx\n", name,                \
			    anchor::frame_size,                              \
			    sizeof(anchor::gen::promise_type),               \
			    (unsigned long long)x);                          \
		g.h.destroy();                                               \
		return 0;                                                    \
	}

#endif
