/*
 * Proves: the user-space part of bpf_coro.h compiles as C89 too (gcc and
 * clang, -std=c89 and -ansi): usage.md says a loader includes it with any
 * C compiler, and `static inline` is no C89 ("unknown type name
 * 'inline'", found by an adversarial round).
 * RUN: rm -rf %t && mkdir -p %t
 * RUN: gcc -std=c89 -Wall -Wextra -Werror -I%bpfcoro_runtime %s -o %t/gcc && %t/gcc | FileCheck %s
 * RUN: clang-22 -ansi -Wall -Wextra -Werror -I%bpfcoro_runtime %s -o %t/clang && %t/clang | FileCheck %s
 * CHECK: NOT_STARTED, SUSPENDED
 */
#include <stdio.h>
#include <string.h>
#include <bpf_coro.h>

static unsigned char frame[24];

int main(void)
{
	unsigned int idx = 1;

	printf("%s, ", bpf_coro_state_name(bpf_coro_frame_state(frame)));
	memcpy(frame + 16, &idx, sizeof(idx));
	printf("%s\n", bpf_coro_state_name(bpf_coro_frame_state(frame)));
	return 0;
}
