#!/usr/bin/env bash
# examples.sh - for each version of the examples that the kernel-resumed
# awaits rewrite (and the others beside their hand-split versions): the
# lines of C the user writes, the verifier's work and the bytes kept per
# coroutine between runs, measured on the running kernel. Writes
# bench/EXAMPLES.md.
#
# Usage: bench/examples.sh [<build dir>]	(as root; default build/)
#
# Lines: the .bpf.c file without comments and blank lines (gcc
# -fpreprocessed strips the comments and leaves the rest as written), the
# same count for every version. Verifier: the instructions it processed
# over all programs of the object (benchrun stats, BPF_LOG_STATS). Bytes:
# the value sizes of the maps that hold one coroutine's state (frame,
# hand-kept state, timer), one entry each.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cc -O2 -Wall -Wextra -o "$tmp/benchrun" "$root/bench/benchrun.c" -lbpf

# example|version|source|maps holding one coroutine's state
versions=(
	"mapscan|coroutine, resumed by a hand-written timer callback|mapscan.bpf.c|frames timers"
	"mapscan|coroutine that sleeps, resumed by the kernel|mapscan_sleep.bpf.c|frames"
	"mapscan|hand-split|mapscan_handsplit.bpf.c|states timers"
	"stacktrace|coroutine, resumed by the sys_exit program|stacktrace.bpf.c|frames"
	"stacktrace|hand-split|stacktrace_handsplit.bpf.c|pending"
	"portknock|coroutine|portknock.bpf.c|flows"
	"portknock|hand-split|portknock_handsplit.bpf.c|flows"
)

out="$root/bench/EXAMPLES.md"
{
	echo "# The examples, version by version"
	echo
	echo "Written by \`bench/examples.sh\` on $(uname -r), $(date -u +%Y-%m-%d)."
	echo "Lines: the \`.bpf.c\` file without comments and blank lines."
	echo "Verifier: instructions processed, all programs of the object."
	echo "Bytes: the map values that hold one coroutine's state between runs."
	echo
	echo "| example | version | file | lines | verifier insns | bytes |"
	echo "|---|---|---|---|---|---|"
	for v in "${versions[@]}"; do
		IFS='|' read -r ex what src maps <<<"$v"
		file="$root/examples/$ex/$src"
		obj="$build/examples/$ex/${src%.c}.o"
		[[ -f "$file" ]] || continue
		lines=$(gcc -fpreprocessed -dD -E -P "$file" 2>/dev/null |
			grep -cv '^[[:space:]]*$')
		if ! "$tmp/benchrun" stats "$obj" >"$tmp/stats" 2>&1; then
			echo "| $ex | $what | \`$src\` | $lines | load failed | |"
			continue
		fi
		insns=$(awk '$1 == "prog" { s += $4 } END { print s }' "$tmp/stats")
		bytes=$(awk -v m=" $maps " '$1 == "map" && index(m, " " $2 " ") {
				s += $6; d = d (d ? " + " : "") $2 " " $6 }
			END { print s " (" d ")" }' "$tmp/stats")
		echo "| $ex | $what | \`$src\` | $lines | $insns | $bytes |"
	done
} >"$out"
cat "$out"
