#!/usr/bin/env bash
# diagcheck.sh - what the kernel would say about each bad program of
# test/lit/diagnostics if bpfcoro's compile-time checks were off.
#
# Usage: tools/diagcheck/diagcheck.sh [build-dir] [name...]   (as root)
#   build-dir  where bpfcoro is built (default: <repo>/build)
#   name       only these bad programs (default: every test/lit/diagnostics
#              *.c but ok-*)
#
# For each bad program <name>.c it
#   1. compiles it as its lit test does (both plugins, the flags of its
#      "not %clang_bpf" RUN line): "caught" is yes if that fails;
#   2. compiles cases/<name>.c, the same mistake in a complete object (a map
#      and a SEC("syscall") or XDP program that starts and resumes the
#      coroutine; TWIN_RUN() of test/kernel/twins/twin.h makes the program
#      return 0 when the coroutine behaves). Its first line says how:
#        // diagcheck: pass [flags]      both plugins; checks off = -mllvm
#                                         -bpf-coro-skip-checks (the pass's
#                                         pointer, region, stack-object and
#                                         frame-map checks)
#        // diagcheck: noplugin [flags]  no clang plugin (shim/bpf_coro.h marks
#                                         coroutines as the plugin would, and
#                                         checks nothing); compiled once with
#                                         the pass's checks on, once off
#        // diagcheck: plain [flags]     the same code without a coroutine (a
#                                         check that cannot be switched off)
#   3. loads the object with diagload (built here from diagload.c), which
#      runs its syscall programs once.
# Prints one markdown row per program:
#   | name | caught | the mistake (mode) | plugin off, pass checks on |
#   every check off |
# Nothing is kept: objects go to a temporary directory.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
root=$(cd "$here/../.." && pwd)
build=${1:-$root/build}
[[ $# -gt 0 ]] && shift
clang=/usr/lib/llvm-22/bin/clang
multiarch=/usr/include/$(gcc -print-multiarch)
clang_plugin=$build/clang-plugin/BPFCoroClang.so
pass_plugin=$build/lib/BPFCoroPasses.so
for f in "$clang_plugin" "$pass_plugin"; do
	if [[ ! -f $f ]]; then
		echo "diagcheck: $f missing: build bpfcoro first" >&2
		exit 2
	fi
done

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
gcc -O2 -Wall -Wextra "$here/diagload.c" -lbpf -o "$tmp/diagload"

base=(--target=bpf -O2 -g -mcpu=v3)
incs=(-I"$root/runtime" -I"$multiarch" -I"$root/test/kernel/twins")

# The first error of a compiler log, without its file:line:col.
first_error() {
	grep -m1 -E 'error:' "$1" | sed -E 's/^.*error: //' || true
}

# Why the compiler stopped, from its log.
describe_failure() {
	if grep -q -E 'PLEASE submit a bug report|Stack dump' "$1"; then
		echo "clang CRASHES after: $(first_error "$1")"
	else
		echo "does not compile: $(first_error "$1")"
	fi
}

# Escapes | for a markdown table cell.
cell() {
	local s=$1
	echo "${s//|/\\|}"
}

names=("$@")
if ((${#names[@]} == 0)); then
	for f in "$root"/test/lit/diagnostics/*.c; do
		n=$(basename "$f" .c)
		[[ $n == ok-* ]] || names+=("$n")
	done
fi

echo "| bad program | caught at compile time | the mistake, as measured (mode) | plugin off, pass checks on | every check off |"
echo "|---|---|---|---|---|"
for n in "${names[@]}"; do
	lit=$root/test/lit/diagnostics/$n.c
	src=$here/cases/$n.c

	# 1. The lit test's own build.
	flags=$(sed -nE 's|^// RUN: not %clang_bpf (.*)-c %s.*|\1|p' "$lit" | head -1)
	# shellcheck disable=SC2086
	if "$clang" "${base[@]}" "${incs[@]}" -fplugin="$clang_plugin" \
		-fpass-plugin="$pass_plugin" $flags -c "$lit" -o "$tmp/lit.o" \
		>"$tmp/lit.log" 2>&1; then
		caught=NO
	else
		caught=yes
	fi
	if [[ ! -f $src ]]; then
		echo "| $n | $caught | | | no cases/$n.c |"
		continue
	fi

	# 2. The case.
	read -r _ _ mode cflags < <(head -1 "$src") || true
	what=$(sed -nE '2,/^#include/{s|^// (what: )?||p}' "$src" |
	       tr '\n' ' ' | sed 's/ *$//')
	skip=(-mllvm -bpf-coro-skip-checks)
	case $mode in
	pass) args=(-fplugin="$clang_plugin" -fpass-plugin="$pass_plugin") ;;
	noplugin) args=(-I"$here/shim" -fpass-plugin="$pass_plugin") ;;
	plain) args=(-fplugin="$clang_plugin" -fpass-plugin="$pass_plugin")
	       skip=() ;;
	*) echo "| $n | $caught | | | bad mode '$mode' in cases/$n.c |"
	   continue ;;
	esac
	compile_case() { # <log> [more flags]
		local log=$1
		shift
		# shellcheck disable=SC2086
		"$clang" "${base[@]}" "${args[@]}" "${incs[@]}" $cflags "$@" \
			-c "$src" -o "$tmp/case.o" >"$log" 2>&1
	}
	pass_on="n/a"
	if [[ $mode == noplugin ]]; then
		if compile_case "$tmp/pass.log"; then
			pass_on="compiles"
		else
			pass_on=$(describe_failure "$tmp/pass.log")
		fi
	fi

	# 3. Every check off: compile, load, run.
	if ! compile_case "$tmp/case.log" "${skip[@]}"; then
		off=$(describe_failure "$tmp/case.log")
	else
		off=$("$tmp/diagload" "$tmp/case.o" 2>&1 || true)
	fi
	echo "| $n | $caught | $(cell "$what") ($mode) | $(cell "$pass_on") | $(cell "$off") |"
done
