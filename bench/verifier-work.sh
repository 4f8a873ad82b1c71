#!/usr/bin/env bash
# verifier-work.sh - the verifier's work per program on another kernel
# against this one: the instructions it processed (coro_test's
# "insns <object>/<program> N" lines, bpf_prog_info.verified_insns) on the
# running kernel and in a guest's results, one line per program with the
# ratio, the programs above the limit marked.
#
# Usage: bench/verifier-work.sh [<build dir> [<guest results> [<limit>]]]
#	<build dir>	default build/ beside this script (runs its coro_test
#			here, as root)
#	<guest results>	default <build dir>/kernels/6.1/results, written by
#			scripts/test.sh --kernel 6.1 (or scripts/qemu-run.sh)
#	<limit>		the ratio above which a program is marked, default 2
# Exits 1 if a program is above the limit or missing from the guest.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-$root/build}
guest=${2:-$build/kernels/6.1/results}
limit=${3:-2}
here=$(mktemp)
trap 'rm -f "$here"' EXIT

(cd "$build/test/kernel" && ./coro_test) | sed -n 's/^insns //p' >"$here" || true
[[ -s "$here" ]] || { echo "verifier-work: coro_test printed no insns lines" >&2; exit 2; }
[[ -r "$guest" ]] || { echo "verifier-work: no guest results at $guest" >&2; exit 2; }
kernel=$(tr -d '\r' <"$guest" | sed -n 's/^== kernel //p' | head -n 1)
printf "%-48s %10s %10s %7s\n" program "$(uname -r)" "$kernel" ratio

tr -d '\r' <"$guest" | sed -n 's/^insns //p' |
awk -v limit="$limit" -v here_k="$(uname -r)" -v there_k="$kernel" '
	NR == FNR { here[$1] = $2; next }
	{ there[$1] = $2 }
	END {
		bad = 0
		for (p in here) {
			if (!(p in there)) {
				printf "%-48s %10d %10s %7s  MISSING\n", p, here[p], "-", "-"
				bad++
				continue
			}
			r = here[p] ? there[p] / here[p] : 0
			printf "%-48s %10d %10d %7.2f%s\n", p, here[p], there[p], r,
			       (r > limit ? "  ABOVE " limit "x" : "")
			if (r > limit) bad++
		}
		printf "%d programs, %d above %sx or missing\n", length(here),
		       bad, limit > "/dev/stderr"
		exit bad ? 1 : 0
	}' "$here" - | sort -k4 -n -r
