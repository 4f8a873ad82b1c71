#!/usr/bin/env bash
# accept-all.sh <build dir> - runs bpfcoro-check on every BPF object the
# build made that holds a coroutine (examples, test/kernel programs, twins,
# fuzz objects, corpus outputs that compiled, ...) and fails on any it
# rejects: whatever the compiler emits must keep the verifier rules the
# checker checks. Objects under test/lit are skipped (some are broken on
# purpose, the checker's own adversarial corpus among them), and so are
# files that are not BPF ELF objects (corpus outputs of -S, -emit-llvm).
# Ends with "checker: N passed, N failed" (one test per object with a
# coroutine), as scripts/test.sh counts suites.
set -uo pipefail

build=${1:?usage: accept-all.sh <build dir>}
check=${BPFCORO_CHECK:-"$build/tools/bpfcoro-check/bpfcoro-check"}
passed=0
failed=0
none=0

[[ -x "$check" ]] || { echo "accept-all: $check not built"; echo "checker: 0 passed, 1 failed"; exit 1; }

# One run over all objects (a process per object costs minutes on a busy
# host); its per-object lines say which kept the rules:
#   <obj>: no coroutine | <obj>: <coro>: ok (...) | <obj>: <coro>: ... broken
#   <obj>: error: cannot check: <why>   (on stderr)
list=$(mktemp)
out=$(mktemp)
trap 'rm -f "$list" "$out"' EXIT
find "$build" \( -path "$build/test/lit" -o -name CMakeFiles -o -path "$build/kernels" \) -prune \
	-o -type f -name '*.o' -print | sort >"$list"
# shellcheck disable=SC2046
tr '\n' '\0' <"$list" | xargs -0 "$check" >"$out" 2>&1
# Per object: skipped (not BPF ELF), none, pass or fail.
verdicts=$(awk -v list="$list" '
	BEGIN { while ((getline o < list) > 0) { order[++n] = o; seen[o] = 1 } }
	{
		for (l = length($0); l > 0; l--)
			if (substr($0, l, 2) == ": " && (substr($0, 1, l - 1) in seen)) break
		if (l == 0) next
		o = substr($0, 1, l - 1); rest = substr($0, l + 2)
		if (rest ~ /^error: cannot check: not (an ELF file|a BPF object)/) skip[o] = 1
		else if (rest == "no coroutine") none[o] = 1
		else if (rest ~ /broken|^error:/) bad[o] = 1
		else if (rest ~ /: ok/) ok[o] = 1
	}
	END {
		for (i = 1; i <= n; i++) {
			o = order[i]
			if (skip[o]) continue
			if (bad[o]) print "fail", o
			else if (ok[o]) print "pass", o
			else if (none[o]) print "none", o
			else print "fail", o
		}
	}' "$out")
passed=$(grep -c '^pass ' <<<"$verdicts" || true)
none=$(grep -c '^none ' <<<"$verdicts" || true)
failed=0
while read -r v o; do
	[[ $v == fail ]] || continue
	failed=$((failed + 1))
	echo "FAIL ${o#"$build"/}:"
	"$check" "$o" 2>&1 | sed 's/^/    /'
done <<<"$verdicts"
echo "accept-all: $none objects without a coroutine not counted"
echo "checker: $passed passed, $failed failed"
((failed == 0))
