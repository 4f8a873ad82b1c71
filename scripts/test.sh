#!/usr/bin/env bash
# test.sh - installs what is missing, builds bpfcoro in <repo>/build and runs
# every test suite: the compiler tests (lit on build/test/lit), the kernel
# tests (build/test/kernel/coro_test, needs root) and host tests if any
# (executables in build/test/host). Prints one summary line per suite, then
# exactly one final line "N passed, N failed" over all of them. Exits
# non-zero if anything failed, the build failed or a suite did not run.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build="$root/build"
lit=/usr/lib/llvm-22/bin/lit
log=$(mktemp -d)
trap 'rm -rf "$log"' EXIT

passed=0
failed=0

# suite_failed <name> <why>: a suite that broke as a whole counts as one
# failure.
suite_failed() {
	echo "FAIL $1: $2"
	failed=$((failed + 1))
}

bash "$root/scripts/install-deps.sh"

# Build as much as possible: a broken object fails its own tests below.
echo "== build"
if ! cmake -S "$root" -B "$build" -G Ninja >"$log/cmake" 2>&1; then
	cat "$log/cmake"
	suite_failed build "cmake configure failed"
	echo "$passed passed, $failed failed"
	exit 1
fi
if ! cmake --build "$build" -- -k 0; then
	suite_failed build "some targets did not build"
fi

# lit prints "  Passed : N (..%)" style lines; count what passed (Passed,
# Expectedly Failed) and what failed (Failed, Unexpectedly Passed,
# Unresolved, Timed Out). Unsupported / Skipped / Excluded are neither.
echo "== lit"
if [[ ! -x "$lit" ]]; then
	suite_failed lit "$lit not found"
elif [[ ! -f "$build/test/lit/lit.site.cfg.py" ]]; then
	suite_failed lit "no $build/test/lit/lit.site.cfg.py"
else
	set +e
	"$lit" -v "$build/test/lit" 2>&1 | tee "$log/lit"
	rc=${PIPESTATUS[0]}
	set -e
	count() {
		sed -nE "s/^[[:space:]]*($1)[[:space:]]*:[[:space:]]*([0-9]+).*/\\2/p" \
			"$log/lit" | awk '{ s += $1 } END { print s + 0 }'
	}
	lp=$(count 'Passed|Expectedly Failed')
	lf=$(count 'Failed|Unexpectedly Passed|Unresolved|Timed Out')
	lu=$(count 'Unsupported|Skipped|Excluded')
	echo "lit: $lp passed, $lf failed, $lu unsupported/skipped (exit $rc)"
	passed=$((passed + lp))
	failed=$((failed + lf))
	if ! grep -q '^Total Discovered Tests' "$log/lit"; then
		suite_failed lit "did not run any test"
	elif ((rc != 0 && lf == 0)); then
		suite_failed lit "exited $rc without a failed test"
	fi
fi

# run_counted <name> <cmd...>: runs a test binary that ends with
# "<name>: N passed, N failed"; without that line it counts as one failure.
run_counted() {
	local name=$1 out="$log/$1" rc line
	shift
	set +e
	"$@" 2>&1 | tee "$out"
	rc=${PIPESTATUS[0]}
	set -e
	line=$(grep -E "^[A-Za-z0-9_.-]+: [0-9]+ passed, [0-9]+ failed$" "$out" |
	       tail -n 1 || true)
	if [[ -z "$line" ]]; then
		if ((rc == 0)); then
			passed=$((passed + 1))
		else
			suite_failed "$name" "exited $rc without a summary line"
		fi
		return
	fi
	local p f
	p=$(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\1/' <<<"$line")
	f=$(sed -E 's/.*: ([0-9]+) passed, ([0-9]+) failed$/\2/' <<<"$line")
	passed=$((passed + p))
	failed=$((failed + f))
	if ((rc != 0 && f == 0)); then
		suite_failed "$name" "exited $rc with no failed test"
	fi
}

echo "== kernel"
if [[ -x "$build/test/kernel/coro_test" ]]; then
	sudo=()
	if ((EUID != 0)); then
		sudo=(sudo)
	fi
	run_counted kernel "${sudo[@]}" "$build/test/kernel/coro_test"
	# After resuming, the verifier gets back the bounds it needs.
	if [[ -x "$build/test/kernel/reload_test" ]]; then
		run_counted reload "${sudo[@]}" "$build/test/kernel/reload_test"
	else
		suite_failed reload "$build/test/kernel/reload_test was not built"
	fi
	# Two objects with a static coroutine of the same name, linked into
	# one: each coroutine's frame and pieces found by type id, both run.
	if [[ -x "$build/test/kernel/link/link_test" ]]; then
		run_counted link "${sudo[@]}" "$build/test/kernel/link/link_test"
	else
		suite_failed link "$build/test/kernel/link/link_test was not built"
	fi
	# Generated coroutines agree with the same C body run on the host.
	if [[ -x "$build/test/kernel/fuzz_test" ]]; then
		run_counted fuzz "${sudo[@]}" "$build/test/kernel/fuzz_test"
	else
		suite_failed fuzz "$build/test/kernel/fuzz_test was not built"
	fi
	# The corrected twin of every bad program in test/lit/diagnostics.
	if [[ -x "$build/test/kernel/twins_test" ]]; then
		run_counted twins "${sudo[@]}" "$build/test/kernel/twins_test"
	else
		suite_failed twins "$build/test/kernel/twins_test was not built"
	fi
else
	suite_failed kernel "$build/test/kernel/coro_test was not built"
fi

# The adversarial corpus (test/corpus): every input compiled with the
# plugins (no crash, the right error at the right line, or a program that
# loads, runs as its RUN comment says and never leaves a frame RUNNING).
echo "== corpus"
if [[ -x "$build/test/corpus/corpus_test" ]]; then
	sudo=()
	if ((EUID != 0)); then
		sudo=(sudo)
	fi
	run_counted corpus "${sudo[@]}" "$build/test/corpus/corpus_test"
else
	suite_failed corpus "$build/test/corpus/corpus_test was not built"
fi

# Each example's test runs its coroutine and hand-split versions side by
# side (examples/<name>/<name>_test).
echo "== examples"
while IFS= read -r t; do
	sudo=()
	if ((EUID != 0)); then
		sudo=(sudo)
	fi
	run_counted "$(basename "$t")" "${sudo[@]}" "$t"
done < <(find "$build/examples" -path '*/CMakeFiles' -prune -o \
	      -type f -executable -name '*_test' -print 2>/dev/null | sort)

if [[ -d "$build/test/host" ]]; then
	echo "== host"
	while IFS= read -r t; do
		run_counted "$(basename "$t")" "$t"
	done < <(find "$build/test/host" -path '*/CMakeFiles' -prune -o \
		      -type f -executable -print | sort)
fi

echo "$passed passed, $failed failed"
((failed == 0))
